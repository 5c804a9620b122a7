import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { SiteHeader, type SiteHeaderNavItem } from './SiteHeader';

const navigation: SiteHeaderNavItem[] = [
  { label: 'Állások', href: '/allasok', current: true },
  { label: 'Cégek', href: '/cegek' },
  { label: 'Fizetéskalkulátor', href: '/fizetes-kalkulator' },
];

describe('SiteHeader', () => {
  it('is a banner with a skip link, the logo, a named navigation and the actions', () => {
    renderWithUi(
      <SiteHeader
        logo={<a href="/">allas</a>}
        navigation={navigation}
        actions={<a href="/bejelentkezes">Bejelentkezés</a>}
        mainContentId="tartalom"
      />,
      { provider: { locale: 'hu' } },
    );
    const banner = screen.getByRole('banner');
    const links = within(banner).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Ugrás a tartalomra');
    expect(links[0]).toHaveAttribute('href', '#tartalom');
    expect(within(banner).getByRole('link', { name: 'allas' })).toBeInTheDocument();
    const nav = within(banner).getByRole('navigation', { name: 'Fő navigáció' });
    expect(within(nav).getByRole('link', { name: 'Állások' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Cégek' })).not.toHaveAttribute('aria-current');
    expect(within(banner).getByRole('link', { name: 'Bejelentkezés' })).toBeInTheDocument();
  });

  it('the skip link is the first tab stop', async () => {
    renderWithUi(<SiteHeader logo={<a href="/">allas</a>} navigation={navigation} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('toggles the mobile menu with a labelled button that reports its state', async () => {
    const onMobileMenuOpenChange = vi.fn();
    renderWithUi(
      <SiteHeader
        logo={<a href="/">allas</a>}
        navigation={navigation}
        onMobileMenuOpenChange={onMobileMenuOpenChange}
      />,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-open', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(onMobileMenuOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('keeps the account control in the bar, outside the folded panel', () => {
    renderWithUi(
      <SiteHeader
        logo={<a href="/">allas</a>}
        navigation={navigation}
        actions={<a href="/munkaltatoknak">Munkáltatóknak</a>}
        account={<a href="/bejelentkezes">Bejelentkezés</a>}
      />,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Munkáltatóknak' }));
    expect(panel).not.toContainElement(screen.getByRole('link', { name: 'Bejelentkezés' }));
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'Bejelentkezés' }),
    );
  });

  it('closes the mobile menu after following a link among the actions', async () => {
    renderWithUi(
      <SiteHeader
        logo={<a href="/">allas</a>}
        navigation={navigation}
        actions={<a href="/munkaltatoknak">Munkáltatóknak</a>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const entry = screen.getByRole('link', { name: 'Munkáltatóknak' });
    entry.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(entry);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('has no menu button when there is nothing to fold', () => {
    renderWithUi(<SiteHeader logo={<a href="/">allas</a>} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('closes the mobile menu after following a link, and on Escape with focus back on the button', async () => {
    renderWithUi(<SiteHeader logo={<a href="/">allas</a>} navigation={navigation} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const cegek = screen.getByRole('link', { name: 'Cégek' });
    cegek.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(cegek);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    screen.getByRole('link', { name: 'Állások' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
