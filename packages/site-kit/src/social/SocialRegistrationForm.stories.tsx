import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categoryFixtures, legalLinkFixtures, solvableChallenge } from '../auth/fixtures';
import type { FormFailure } from '../auth/formFailure';
import { withSite } from '../stories/withSite';
import { SocialRegistrationForm } from './SocialRegistrationForm';

const meta = {
  title: 'Site/Social/SocialRegistrationForm',
  component: SocialRegistrationForm,
  decorators: [withSite],
  parameters: { site: { path: '/social-registration' } },
  args: {
    person: {
      provider: 'linkedin',
      email: 'orsolya.szekely-kovacs@example.hu',
      firstName: 'Orsolya',
      lastName: 'Székely-Kovács',
    },
    categories: categoryFixtures,
    legalLinks: legalLinkFixtures,
    loginHref: '/login',
    getChallenge: solvableChallenge,
    onSubmit: fn(async (): Promise<FormFailure | null> => null),
  },
} satisfies Meta<typeof SocialRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledFromProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Regisztráció közösségi fiókkal' }),
    ).toBeVisible();
    await expect(canvas.getByText(/A LinkedIn-fiókod igazolta az email-címedet\./)).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail-cím/)).toHaveValue(
      'orsolya.szekely-kovacs@example.hu',
    );
    await expect(canvas.getByLabelText(/E-mail-cím/)).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(/Keresztnév/)).toHaveValue('Orsolya');
    await expect(canvas.getByLabelText(/Vezetéknév/)).toHaveValue('Székely-Kovács');
    // No password: the account signs in with the provider.
    await expect(canvas.queryByLabelText(/Jelszó/)).toBeNull();
  },
};

export const RequiredChoicesMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Profil létrehozása' }));
    await expect(await canvas.findByText('Legalább egy kategóriát válassz ki!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SentInRomanian: Story = {
  globals: { locale: 'ro' },
  args: {
    person: {
      provider: 'google',
      email: 'ioana.popescu@example.ro',
      firstName: 'Ioana',
      lastName: 'Popescu',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Contul tău Google ți-a confirmat adresa de email\./),
    ).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox'), categoryFixtures[0]?.slug ?? '');
    const levels = canvas.getAllByRole('checkbox');
    await userEvent.click(levels[0] as HTMLElement);
    for (const box of canvas.getAllByRole('checkbox', { name: /Accept/i })) {
      await userEvent.click(box);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Creează-mi profilul' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
