import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { SocialLoginCompletion } from './SocialLoginCompletion';

const meta = {
  title: 'Site/Social/SocialLoginCompletion',
  component: SocialLoginCompletion,
  decorators: [withSite],
  parameters: { site: { path: '/social-login-success' } },
  args: {
    state: 'ready',
    xsrf: 'xsrf-of-the-session',
    loginHref: '/login',
    onSubmit: fn((event: { preventDefault(): void }) => event.preventDefault()),
  },
} satisfies Meta<typeof SocialLoginCompletion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bejelentkezés folytatása' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Only the XSRF token is posted: the one-time code stays in its httpOnly cookie.
    const form = canvasElement.querySelector('form');
    await expect(form ? [...new FormData(form).keys()] : []).toEqual(['xsrf']);
  },
};

export const SigningInInRomanian: Story = {
  args: { state: 'signing-in' },
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Autentificare' })).toBeVisible();
    const button = canvas.getByRole('button', { name: /Te autentificăm/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LinkInvalidInEnglish: Story = {
  args: { state: 'invalid' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('This sign-in link is invalid or has expired. Please sign in again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ApiFailed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'A bejelentkezést nem sikerült befejezni. Kérjük, próbáld újra egy kicsit később.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tovább a bejelentkezéshez' })).toBeVisible();
  },
};
