import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { renderWithUi } from '../../test/renderWithUi';
import { ButtonLink } from './ButtonLink';

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} href={`/ro${href}`} data-router-link="">
      {children}
    </a>
  );
}

describe('ButtonLink', () => {
  it('is a link, not a button', () => {
    renderWithUi(<ButtonLink href="/jobs">All jobs</ButtonLink>);
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders through the link component of UiProvider', () => {
    renderWithUi(<ButtonLink href="/joburi">Toate joburile</ButtonLink>, {
      provider: { linkComponent: RouterLink },
    });
    const link = screen.getByRole('link', { name: 'Toate joburile' });
    expect(link).toHaveAttribute('href', '/ro/joburi');
    expect(link).toHaveAttribute('data-router-link');
  });

  it('opens external links in a new tab safely and says so', () => {
    renderWithUi(
      <ButtonLink href="https://example.com" external>
        Partner careers
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Partner careers (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('looks like the Button of the same variant', () => {
    renderWithUi(
      <>
        <ButtonLink href="/a" variant="secondary">
          A
        </ButtonLink>
        <ButtonLink href="/b" variant="primary">
          B
        </ButtonLink>
      </>,
    );
    const [a, b] = screen.getAllByRole('link');
    expect(a?.className).not.toBe(b?.className);
  });
});
