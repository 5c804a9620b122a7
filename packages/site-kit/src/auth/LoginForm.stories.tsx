import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { badCredentials } from './fixtures';
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
