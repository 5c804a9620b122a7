import type { SocialIdentities } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { LinkedAccountsSection } from './LinkedAccountsSection';

const passwordOnly: SocialIdentities = { identities: [], hasPassword: true };
const googleOnly: SocialIdentities = {
  identities: [
    { provider: 'google', email: 'ildiko.torok@gmail.test', linkedAt: '2026-03-16T10:00:00.000Z' },
  ],
  hasPassword: false,
};

const meta = {
  title: 'Site/Social/LinkedAccountsSection',
  component: LinkedAccountsSection,
  decorators: [withSite],
  parameters: { site: { path: '/user/account' } },
  args: {
    providers: ['linkedin', 'facebook', 'google'],
    identities: passwordOnly,
    outcome: { linked: null, error: null },
    linkHrefOf: (provider) => `/api/social/${provider}/start?intent=link`,
    onUnlink: fn(async () => passwordOnly),
    onStart: fn(),
  },
} satisfies Meta<typeof LinkedAccountsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordAccountLinksLinkedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Összekapcsolt fiókok' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'LinkedIn-fiók összekapcsolása' }));
    await expect(args.onStart).toHaveBeenCalledWith('/api/social/linkedin/start?intent=link');
  },
};

export const JustLinkedAndUnlinked: Story = {
  args: {
    identities: {
      identities: [
        {
          provider: 'facebook',
          email: 'ildiko.torok@example.hu',
          linkedAt: '2026-03-16T10:00:00.000Z',
        },
      ],
      hasPassword: true,
    },
    outcome: { linked: 'facebook', error: null },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'A Facebook-fiókodat összekapcsoltuk.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Facebook-fiók leválasztása' }));
    await expect(args.onUnlink).toHaveBeenCalledWith('facebook');
    await expect(await canvas.findByText('A Facebook-fiókodat leválasztottuk.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Facebook-fiók összekapcsolása' })).toBeVisible();
  },
};

export const LastWayRefusedInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    identities: googleOnly,
    onUnlink: fn(async () => {
      throw new Error(
        'This is your only way to sign in. Set a password or link another account before unlinking it.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ildiko.torok@gmail.test')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This is your only way to sign in. Set a password or link another account before unlinking it.',
    );
  },
};

export const IdentityTakenInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { outcome: { linked: null, error: 'identity_taken' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Acest cont al furnizorului aparține deja altui profil allas.',
    );
    await expect(canvas.getByRole('link', { name: 'Conectează Google' })).toBeVisible();
  },
};
