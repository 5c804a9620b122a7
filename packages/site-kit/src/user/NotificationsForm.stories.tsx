import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { profileFixture } from './fixtures';
import { NotificationsForm } from './NotificationsForm';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/NotificationsForm',
  component: NotificationsForm,
  decorators: [withSite],
  parameters: { site: { path: '/user/notifications' } },
  args: { notifications: profileFixture.notifications },
} satisfies Meta<typeof NotificationsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
    await expect(
      canvas.getByRole('switch', { name: hu['user.notifications.jobAlerts'] }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: hu['user.notifications.followedCompanies'] }),
    ).not.toBeChecked();
  },
};

export const AllOff: Story = {
  args: { notifications: { jobAlerts: false, applicationNews: false, followedCompanies: false } },
  play: async ({ canvasElement }) => {
    for (const item of within(canvasElement).getAllByRole('switch')) {
      await expect(item).not.toBeChecked();
    }
  },
};
