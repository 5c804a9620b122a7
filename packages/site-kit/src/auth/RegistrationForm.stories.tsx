import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialSignInOptions } from '../social/SocialSignInOptions';
import { withSite } from '../stories/withSite';
import {
  categoryFixtures,
  emailTaken,
  legalLinkFixtures,
  solvableChallenge,
  unavailableChallenge,
} from './fixtures';
import type { FormFailure } from './formFailure';
import { RegistrationForm } from './RegistrationForm';

const meta = {
  title: 'Site/Auth/RegistrationForm',
  component: RegistrationForm,
  decorators: [withSite],
  parameters: { site: { path: '/registration' } },
  args: {
    region: 'HU',
    categories: categoryFixtures,
    legalLinks: legalLinkFixtures,
    loginHref: '/login',
    getChallenge: solvableChallenge,
    onSubmit: fn(async (): Promise<FormFailure | null> => null),
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Regisztráció' })).toBeVisible();
    await expect(await canvas.findByText('Ellenőrizve: nem vagy robot.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Adatkezelési tájékoztató/ })).toHaveAttribute(
      'href',
      legalLinkFixtures.privacyPolicy,
    );
    await expect(canvas.getByRole('group', { name: /Érdeklődési kategóriák/ })).toBeVisible();
  },
};

export const RequiredFieldsInHungarian: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ellenőrizve: nem vagy robot.');
    await userEvent.type(canvas.getByLabelText(/E-mail-cím/), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Regisztrálok' }));
    await expect(await canvas.findByText('Helyes e-mail címet adj meg!')).toBeVisible();
    await expect(canvas.getByText('A vezetéknév megadása kötelező.')).toBeVisible();
    await expect(canvas.getByText('Legalább egy kategóriát válassz ki!')).toBeVisible();
    await expect(canvas.getByText('Legalább egy szintet válassz ki!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredFieldsInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { region: 'RO' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Verificat: nu ești robot.');
    await userEvent.type(canvas.getByLabelText(/^Parolă\W*$/), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Înregistrează-mă' }));
    await expect(await canvas.findByText('Adresa de e-mail este obligatorie.')).toBeVisible();
    await expect(canvas.getByText('Parola este prea scurtă.')).toBeVisible();
    await expect(canvas.getByText('Alege cel puțin o categorie!')).toBeVisible();
  },
};

export const OwnNameRefusedAsPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ellenőrizve: nem vagy robot.');
    await userEvent.type(canvas.getByLabelText(/Vezetéknév/), 'Kovács');
    await userEvent.type(canvas.getByLabelText(/Keresztnév/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/^Jelszó\W*$/), 'KovacsAda1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Regisztrálok' }));
    await expect(
      await canvas.findByText('A jelszó nem lehet a neved vagy az e-mail-címed.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^A jelszó erőssége:/)).toHaveTextContent(
      'A jelszó erőssége: közepes',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailTaken: Story = {
  args: { onSubmit: fn(async () => emailTaken) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ellenőrizve: nem vagy robot.');
    await userEvent.type(canvas.getByLabelText(/Vezetéknév/), 'Kovács');
    await userEvent.type(canvas.getByLabelText(/Keresztnév/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/E-mail-cím/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Jelszó\W*$/), 'Jelszo-2025!');
    await userEvent.type(canvas.getByLabelText(/Jelszó még egyszer/), 'Jelszo-2025!');
    await userEvent.type(canvas.getByLabelText(/Lakóhely/), 'Budapest');
    await userEvent.type(canvas.getByRole('textbox', { name: /Telefonszám/ }), '301234567');
    await userEvent.click(canvas.getByRole('checkbox', { name: categoryFixtures[0]?.name }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Junior' }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /Elfogadom a felhasználási feltételeket/ }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /Elfogadom az adatkezelési tájékoztatót/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Regisztrálok' }));
    await expect(await canvas.findByText('Sikertelen regisztráció')).toBeVisible();
    await expect(canvas.getByText(emailTaken.fields.email ?? '')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // A used bot-check solution is not accepted twice: the check runs again.
    await expect(await canvas.findByText('Ellenőrizve: nem vagy robot.')).toBeVisible();
  },
};

export const BotCheckUnavailable: Story = {
  globals: { locale: 'en' },
  args: { getChallenge: unavailableChallenge },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The bot check could not be completed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run the bot check again' })).toBeEnabled();
  },
};

const startAtProvider = fn();

export const WithSocialButtons: Story = {
  args: {
    social: (
      <SocialSignInOptions
        providers={['linkedin', 'google']}
        error={null}
        redirect={null}
        onStart={startAtProvider}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const social = canvas.getByRole('navigation', { name: 'Belépés közösségi fiókkal' });
    await userEvent.click(within(social).getByRole('link', { name: 'Folytatás LinkedIn-fiókkal' }));
    await expect(startAtProvider).toHaveBeenCalledWith(
      '/api/social/linkedin/start?region=hu&locale=hu',
    );
    await expect(within(social).queryByRole('link', { name: /Facebook/ })).toBeNull();
  },
};
