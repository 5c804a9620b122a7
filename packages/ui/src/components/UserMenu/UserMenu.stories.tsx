import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMenu, type UserMenuItem } from './UserMenu';

const items: UserMenuItem[] = [
  { label: 'Profilom', href: '/profil', icon: 'user' },
  { label: 'Jelentkezéseim', href: '/profil/jelentkezesek', icon: 'briefcase' },
  { label: 'Mentett állások', href: '/profil/mentett-allasok', icon: 'saved' },
  { label: 'Követett cégek', href: '/profil/kovetett-cegek', icon: 'follow' },
];

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  args: { name: 'Kovács Éva', items, onLogOut: fn() },
  // Room below the button for the open menu in screenshots.
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          minHeight: 320,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const LongRomanianName: Story = {
  args: { name: 'Alexandru-Ștefan Țărănescu-Popovici', defaultOpen: true },
};

export const UserMenuOpen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Kovács Éva/ });
    await userEvent.click(button);
    const menu = canvas.getByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(entries[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { tags: ['!visual'] };
