import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { SocialRegistrationNotice } from './SocialRegistrationNotice';

const meta = {
  title: 'Site/Social/SocialRegistrationNotice',
  component: SocialRegistrationNotice,
  decorators: [withSite],
  parameters: { site: { path: '/social-registration' } },
  args: { provider: 'linkedin', registrationHref: '/registration', loginHref: '/login' },
} satisfies Meta<typeof SocialRegistrationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProviderNotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Regisztráció közösségi fiókkal' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Ezen az oldalon nem lehet LinkedIn-fiókkal regisztrálni\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Regisztráció email-címmel' })).toHaveAttribute(
      'href',
      '/registration',
    );
    await expect(canvas.getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute(
      'href',
      '/login',
    );
    // No form: nothing here pretends registration with the provider works.
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const GoogleInRomanian: Story = {
  args: { provider: 'google' },
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Înregistrarea cu Google nu este disponibilă pe acest site\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Înregistrare cu email' })).toBeVisible();
  },
};

export const UnknownProviderInEnglish: Story = {
  args: { provider: null },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/This registration link does not name a LinkedIn, Facebook or Google/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register with email' })).toHaveAttribute(
      'href',
      '/registration',
    );
  },
};

export const RegistrationExpired: Story = {
  args: { provider: 'facebook', expired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Ez a közösségi regisztráció lejárt, vagy másik böngészőben indult\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Regisztráció email-címmel' })).toBeVisible();
  },
};
