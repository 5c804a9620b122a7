import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { neutralResetAnswer } from './fixtures';

const meta = {
  title: 'Site/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [withSite],
  parameters: { site: { path: '/forgot-password' } },
  args: {
    onSubmit: fn(async () => ({ tone: 'success' as const, message: neutralResetAnswer })),
    loginHref: '/login',
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Elfelejtett jelszó' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vissza a bejelentkezéshez' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail-cím/), 'ada.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Link küldése' }));
    await expect(await canvas.findByText('Helyes e-mail címet adj meg!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail-cím/), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Link küldése' }));
    await expect(await canvas.findByText(neutralResetAnswer)).toBeVisible();
  },
};
