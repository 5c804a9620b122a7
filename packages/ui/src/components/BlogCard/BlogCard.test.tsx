import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { renderWithUi } from '../../test/renderWithUi';
import { BlogCard } from './BlogCard';
import { blogPostFixtures } from './blogFixtures';

const post = blogPostFixtures[0] as (typeof blogPostFixtures)[number];

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a {...rest} href={`/hu${href}`} data-router="" />;
}

describe('BlogCard', () => {
  it('links the title through the app link component, as a heading', () => {
    renderWithUi(<BlogCard {...post} />, { provider: { linkComponent: RouterLink } });
    const heading = screen.getByRole('heading', { level: 3, name: post.title });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      '/hu/blog/meggyozo-oneletrajz-szoftverfejleszto',
    );
  });

  it('writes the date and reading time in the chrome language', () => {
    const { unmount } = renderWithUi(<BlogCard {...post} />, { provider: { locale: 'hu' } });
    expect(screen.getByText('2026. március 14.')).toHaveAttribute('datetime', '2026-03-14');
    expect(screen.getByText('Olvasási idő: 6 perc')).toBeInTheDocument();
    unmount();
    renderWithUi(<BlogCard {...post} />, { provider: { locale: 'ro' } });
    expect(screen.getByText('14 martie 2026')).toBeInTheDocument();
    expect(screen.getByText('Timp de citire: 6 min')).toBeInTheDocument();
  });

  it('shows the category and excerpt, and a decorative picture by default', () => {
    renderWithUi(<BlogCard {...post} headingLevel={2} />);
    expect(screen.getByText('Karriertanácsok')).toBeInTheDocument();
    expect(screen.getByText(/első harminc másodpercben/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('leaves out what is not given', () => {
    renderWithUi(<BlogCard title="Rövid hír" href="/blog/rovid-hir" publishedAt="2026-01-05" />);
    expect(screen.getByRole('article')).toHaveTextContent('Rövid hír5 January 2026');
  });
});
