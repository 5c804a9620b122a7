import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { UserMenu, type UserMenuItem } from './UserMenu';

const items: UserMenuItem[] = [
  { label: 'Profilom', href: '/profil', icon: 'user' },
  { label: 'Jelentkezéseim', href: '/profil/jelentkezesek', icon: 'briefcase' },
  { label: 'Mentett állások', href: '/profil/mentett', icon: 'saved' },
];

function setup(onLogOut = vi.fn()) {
  renderWithUi(
    <>
      <UserMenu name="Kovács Éva" items={items} onLogOut={onLogOut} />
      <button type="button">Máshol</button>
    </>,
    { provider: { locale: 'hu' } },
  );
  return { onLogOut, button: screen.getByRole('button', { name: 'Fiók menü: Kovács Éva' }) };
}

describe('UserMenu', () => {
  it('is a collapsed menu button showing the initials and the name', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('KÉ');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click with the first item focused, lists links and log out', async () => {
    const { button } = setup();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Fiók menü: Kovács Éva' });
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Profilom',
      'Jelentkezéseim',
      'Mentett állások',
      'Kijelentkezés',
    ]);
    expect(entries[0]).toHaveFocus();
    expect(entries[1]).toHaveAttribute('href', '/profil/jelentkezesek');
  });

  it('keyboard: ArrowDown opens, arrows wrap, Home/End, Escape closes and returns focus', async () => {
    const { button } = setup();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const entries = () => screen.getAllByRole('menuitem');
    expect(entries()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(entries()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(entries()[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(entries()[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(entries()[3]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('Enter and Space open it on the first item; ArrowUp on the last', async () => {
    const { button } = setup();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard(' ');
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Kijelentkezés' })).toHaveFocus();
  });

  it('logs out from the menu', async () => {
    const { onLogOut, button } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Kijelentkezés' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside and on Tab', async () => {
    const { button } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Máshol' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows a photo instead of initials and takes label overrides', () => {
    renderWithUi(
      <UserMenu
        name="Ion Popescu"
        avatarSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        items={items}
        onLogOut={() => undefined}
        label="Contul meu"
        logOutLabel="Ieșire"
        defaultOpen
      />,
    );
    const button = screen.getByRole('button', { name: 'Contul meu: Ion Popescu' });
    expect(button.querySelector('img')).toHaveAttribute('alt', '');
    expect(button).not.toHaveTextContent('IP');
    expect(screen.getByRole('menuitem', { name: 'Ieșire' })).toBeInTheDocument();
  });
});
