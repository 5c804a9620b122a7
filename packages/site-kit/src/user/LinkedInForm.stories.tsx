import { formatMessage } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { LinkedInForm } from './LinkedInForm';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/LinkedInForm',
  component: LinkedInForm,
  decorators: [withSite],
  parameters: { site: { path: '/user/linkedin' } },
  args: { linkedInUrl: null },
} satisfies Meta<typeof LinkedInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: hu['user.linkedin.url'] })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: hu['user.linkedin.remove'] })).toBeNull();
  },
};

export const Saved: Story = {
  args: { linkedInUrl: 'https://www.linkedin.com/in/ada-kovacs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: hu['user.linkedin.remove'] })).toBeVisible();
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: hu['user.linkedin.url'] }),
      'https://example.com/ada',
    );
    await userEvent.click(canvas.getByRole('button', { name: hu['user.linkedin.save'] }));
    await expect(
      await canvas.findByText(formatMessage('validation.linkedIn.invalid', 'hu')),
    ).toBeVisible();
  },
};
