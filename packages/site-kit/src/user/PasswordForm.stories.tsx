import { formatMessage } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { PasswordForm } from './PasswordForm';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/PasswordForm',
  component: PasswordForm,
  decorators: [withSite],
  parameters: { site: { path: '/user/change-password' } },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByLabelText(hu['user.password.current'], { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['user.password.save'] })).toBeEnabled();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(hu['user.password.current'], { exact: false }),
      'Regi-jelszo-1',
    );
    await userEvent.type(
      canvas.getAllByLabelText(hu['user.password.new'], { exact: false })[0] as HTMLElement,
      'Uj-jelszo-2025',
    );
    await userEvent.type(
      canvas.getByLabelText(hu['user.password.confirmation'], { exact: false }),
      'Uj-jelszo-2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: hu['user.password.save'] }));
    await expect(
      await canvas.findByText(formatMessage('validation.password.mismatch', 'hu')),
    ).toBeVisible();
  },
};
