import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Főoldal', href: '/' },
  { label: 'Állások', href: '/allasok' },
  { label: 'Vezető szoftverfejlesztő (Java, Kubernetes)' },
];

describe('Breadcrumbs', () => {
  it('is a navigation named by the chrome string, with links up and the current page last', () => {
    renderWithUi(<Breadcrumbs items={items} />, { provider: { locale: 'hu' } });
    const nav = screen.getByRole('navigation', { name: 'Navigációs útvonal' });
    const entries = within(nav).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Főoldal' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Állások' })).toHaveAttribute('href', '/allasok');
    const current = within(nav).getByText('Vezető szoftverfejlesztő (Java, Kubernetes)');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });

  it('takes a label override', () => {
    renderWithUi(<Breadcrumbs items={items} label="Hol jár" />);
    expect(screen.getByRole('navigation', { name: 'Hol jár' })).toBeInTheDocument();
  });
});
