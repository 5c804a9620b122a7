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

export const TrivialPasswordsRefused: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ro = catalogs.ro;
    await userEvent.type(
      canvas.getByLabelText(ro['user.password.current'], { exact: false }),
      'Parola-veche-2024',
    );
    const password = canvas.getAllByLabelText(ro['user.password.new'], {
      exact: false,
    })[0] as HTMLElement;
    await userEvent.type(password, 'aaaaaaaa');
    await userEvent.click(canvas.getByRole('button', { name: ro['user.password.save'] }));
    await expect(
      await canvas.findByText(formatMessage('validation.password.pattern', 'ro')),
    ).toBeVisible();
    await expect(canvas.getByText(/^Puterea parolei:/)).toHaveTextContent('Puterea parolei: slabă');
    await userEvent.clear(password);
    await userEvent.type(password, '        ');
    await userEvent.click(canvas.getByRole('button', { name: ro['user.password.save'] }));
    await expect(
      await canvas.findByText(formatMessage('validation.password.blank', 'ro')),
    ).toBeVisible();
  },
};
