import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialSignInOptions } from '../social/SocialSignInOptions';
import { withSite } from '../stories/withSite';
import { badCredentials, employerOnJobSeekerLogin, jobSeekerOnEmployerLogin } from './fixtures';
import type { FormFailure } from './formFailure';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Site/Auth/LoginForm',
  component: LoginForm,
  decorators: [withSite],
  parameters: { site: { path: '/login' } },
  args: {
    onSubmit: fn(async (): Promise<FormFailure | null> => null),
    registrationHref: '/registration',
    forgotPasswordHref: '/forgot-password',
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Elfelejtetted a jelszavad?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Regisztráció' })).toHaveAttribute(
      'href',
      '/registration',
    );
    // No social provider is configured, so no social button is offered.
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).not.toContain('LinkedIn');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bejelentkezés' }));
    await expect(await canvas.findByText('Az e-mail-cím megadása kötelező.')).toBeVisible();
    await expect(canvas.getByText('A jelszó megadása kötelező.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmailInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'not-an-email');
    await userEvent.type(canvas.getByLabelText(/^Password\W*$/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Invalid email address.')).toBeVisible();
  },
};

export const BadCredentials: Story = {
  args: { onSubmit: fn(async () => badCredentials) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail-cím/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Jelszó\W*$/), 'rossz-jelszo');
    await userEvent.click(canvas.getByRole('button', { name: 'Bejelentkezés' }));
    await expect(await canvas.findByText('Sikertelen bejelentkezés')).toBeVisible();
    await expect(
      canvas.getByText('Sikertelen azonosítás! Hibás email-jelszó páros!'),
    ).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'rossz-jelszo',
    });
  },
};

export const WithEmployerLoginLink: Story = {
  args: { otherLoginHref: '/employer/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Munkáltató vagy?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Munkáltatói bejelentkezés' })).toHaveAttribute(
      'href',
      '/employer/login',
    );
  },
};

export const EmployerOnJobSeekerLogin: Story = {
  globals: { locale: 'en' },
  args: {
    otherLoginHref: '/en/employer/login',
    onSubmit: fn(async () => employerOnJobSeekerLogin),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'hr@dunaszoftver.hu');
    await userEvent.type(canvas.getByLabelText(/^Password\W*$/), 'Titkos-jelszo-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Please log in to your company profile!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Employer login' })).toHaveAttribute(
      'href',
      '/en/employer/login',
    );
  },
};

export const EmployerLogin: Story = {
  parameters: { site: { path: '/employer/login' } },
  args: {
    audience: 'employer',
    registrationHref: '/employer/registration',
    otherLoginHref: '/login',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Munkáltatói bejelentkezés' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Céges regisztráció' })).toHaveAttribute(
      'href',
      '/employer/registration',
    );
    await expect(canvas.getByRole('link', { name: 'Álláskeresői bejelentkezés' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const EmployerLoginInRomanian: Story = {
  ...EmployerLogin,
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Autentificare angajator' }),
    ).toBeVisible();
    await expect(canvas.getByText('Compania ta nu are încă un profil?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Autentificare candidat' })).toBeVisible();
  },
};

export const JobSeekerOnEmployerLogin: Story = {
  ...EmployerLogin,
  args: { ...EmployerLogin.args, onSubmit: fn(async () => jobSeekerOnEmployerLogin) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail-cím/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Jelszó\W*$/), 'Jelszo-2025!');
    await userEvent.click(canvas.getByRole('button', { name: 'Bejelentkezés' }));
    await expect(await canvas.findByText('Sikertelen bejelentkezés')).toBeVisible();
    await expect(
      canvas.getByText('Kérjük, az álláskeresői profilodba jelentkezz be!'),
    ).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'Jelszo-2025!',
    });
  },
};

export const WithSocialButtons: Story = {
  args: {
    social: (
      <SocialSignInOptions
        providers={['linkedin', 'facebook', 'google']}
        error={null}
        redirect="/jobs"
        onStart={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const social = canvas.getByRole('navigation', { name: 'Belépés közösségi fiókkal' });
    const links = within(social).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Folytatás LinkedIn-fiókkal',
      'Folytatás Facebook-fiókkal',
      'Folytatás Google-fiókkal',
    ]);
    await expect(links[2]).toHaveAttribute(
      'href',
      '/api/social/google/start?region=hu&locale=hu&redirect=%2Fjobs',
    );
    await expect(within(social).getByText('vagy')).toBeVisible();
  },
};

export const SocialSignInCancelledInRomanian: Story = {
  globals: { locale: 'ro' },
  args: {
    social: <SocialSignInOptions providers={['google']} error="cancelled" redirect={null} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ai anulat autentificarea la furnizor. Încearcă din nou sau autentifică-te cu adresa de email.',
    );
    await expect(canvas.getByRole('link', { name: 'Continuă cu Google' })).toBeVisible();
  },
};

export const SocialAccountExistsInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    social: <SocialSignInOptions providers={[]} error="account_exists" redirect={null} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An account already exists with this email address. Sign in with its password first, then link this provider on your profile.',
    );
    // No provider configured: the message, but no button.
    await expect(canvas.queryByRole('navigation', { name: /social account/ })).toBeNull();
  },
};

export const SocialAccountPasswordRefused: Story = {
  args: {
    onSubmit: fn(async () => ({
      message: 'Ezzel az e-mail-címmel közösségi fiókkal regisztráltál!',
      fields: {},
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail-cím/), 'kozossegi@example.hu');
    await userEvent.type(canvas.getByLabelText(/^Jelszó\W*$/), 'barmilyen-jelszo');
    await userEvent.click(canvas.getByRole('button', { name: 'Bejelentkezés' }));
    await expect(
      await canvas.findByText('Ezzel az e-mail-címmel közösségi fiókkal regisztráltál!'),
    ).toBeVisible();
  },
};
