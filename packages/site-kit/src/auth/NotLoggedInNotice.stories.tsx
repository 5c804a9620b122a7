import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { NotLoggedInNotice } from './NotLoggedInNotice';

const meta = {
  title: 'Site/Auth/NotLoggedInNotice',
  component: NotLoggedInNotice,
  decorators: [withSite],
  args: {
    loginHref: '/login?redirect=%2Fcompany%2Fpelda-kft',
    registrationHref: '/registration?redirect=%2Fcompany%2Fpelda-kft',
  },
} satisfies Meta<typeof NotLoggedInNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jelentkezz be a folytatáshoz')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute(
      'href',
      args.loginHref,
    );
    await expect(canvas.getByRole('link', { name: 'Regisztráció' })).toHaveAttribute(
      'href',
      args.registrationHref,
    );
  },
};

export const LoggedOutInRomanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Autentifică-te pentru a continua')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Înregistrează-te' })).toBeVisible();
  },
};
