import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { commonPasswordRefused, resetTokenInvalid } from './fixtures';
import type { FormFailure } from './formFailure';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Site/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [withSite],
  parameters: { site: { path: '/reset-password' } },
  args: {
    hasToken: true,
    onSubmit: fn(async (): Promise<FormFailure | null> => null),
    forgotPasswordHref: '/forgot-password',
    loginHref: '/login',
  },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Új jelszó' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Új jelszó mentése' })).toBeEnabled();
  },
};

export const PasswordsDoNotMatchInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password\W*$/), 'Jelszo-2025!');
    await userEvent.type(canvas.getByLabelText(/Password again/), 'Jelszo-2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(await canvas.findByText('The passwords do not match.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CommonPasswordRefused: Story = {
  args: { onSubmit: fn(async () => commonPasswordRefused) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Új jelszó\W*$/);
    await userEvent.type(password, 'iloveyou1');
    await userEvent.type(canvas.getByLabelText(/Jelszó még egyszer/), 'iloveyou1');
    await userEvent.click(canvas.getByRole('button', { name: 'Új jelszó mentése' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const refused = commonPasswordRefused.fields.password ?? '';
    await expect(await canvas.findByText(refused)).toBeVisible();
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(refused));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // The message is the field's: no alert offering a new link, which would not help.
    await expect(canvas.queryByRole('link', { name: 'Új link kérése' })).toBeNull();
  },
};

export const StrengthMeterInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^New password\W*$/);
    const advice =
      'At least 8 characters; 15 or more is recommended, for example a few words in a row.';
    await expect(canvas.getByText(advice)).toBeVisible();
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(advice));
    await userEvent.type(password, 'Allas7');
    await expect(canvas.getByText(/^Password strength:/)).toHaveTextContent(
      'Password strength: too short',
    );
    await userEvent.type(password, 'job');
    await expect(canvas.getByText(/^Password strength:/)).toHaveTextContent(
      'Password strength: fair',
    );
    await userEvent.type(password, ' hunting in Cluj');
    await expect(canvas.getByText(/^Password strength:/)).toHaveTextContent(
      'Password strength: strong',
    );
    await expect(password).toHaveAccessibleDescription(`Password strength: strong ${advice}`);
  },
};

export const LinkExpired: Story = {
  args: { onSubmit: fn(async () => resetTokenInvalid) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Új jelszó\W*$/), 'Jelszo-2025!');
    await userEvent.type(canvas.getByLabelText(/Jelszó még egyszer/), 'Jelszo-2025!');
    await userEvent.click(canvas.getByRole('button', { name: 'Új jelszó mentése' }));
    await expect(await canvas.findByText(resetTokenInvalid.message)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Új link kérése' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const WithoutLink: Story = {
  args: { hasToken: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Új jelszó mentése' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Új link kérése' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};
