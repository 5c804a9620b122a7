import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { renderWithUi } from '../../test/renderWithUi';
import { Pagination } from './Pagination';

function RouterLink(props: LinkComponentProps) {
  return <a data-router="yes" {...props} />;
}

describe('Pagination', () => {
  it('is a labelled navigation with numbered pages, ellipses and the current page marked', () => {
    renderWithUi(<Pagination page={10} pageCount={20} onPageChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Previous page',
      'Page 1',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 20',
      'Next page',
    ]);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
  });

  it('buttons call onPageChange; previous is disabled on the first page', async () => {
    const onPageChange = vi.fn();
    renderWithUi(<Pagination page={1} pageCount={5} onPageChange={onPageChange} />, {
      provider: { locale: 'hu' },
    });
    expect(screen.getByRole('button', { name: 'Előző oldal' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Következő oldal' }));
    await userEvent.click(screen.getByRole('button', { name: '4. oldal' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4]]);
  });

  it('next is disabled on the last page', () => {
    renderWithUi(<Pagination page={5} pageCount={5} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('renders links through the provider link component with hrefForPage', () => {
    renderWithUi(
      <Pagination page={1} pageCount={12} hrefForPage={(page) => `/allasok?oldal=${page}`} />,
      { provider: { linkComponent: RouterLink, locale: 'ro' } },
    );
    expect(screen.queryByRole('button')).toBeNull();
    const third = screen.getByRole('link', { name: 'Pagina 3' });
    expect(third).toHaveAttribute('href', '/allasok?oldal=3');
    expect(third).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute(
      'href',
      '/allasok?oldal=2',
    );
    // No link to a page before the first.
    expect(screen.queryByRole('link', { name: 'Pagina anterioară' })).toBeNull();
  });

  it('shows nothing for a single page', () => {
    const { container } = renderWithUi(<Pagination page={1} pageCount={1} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
