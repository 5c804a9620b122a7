import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { ApplicationsList } from './ApplicationsList';
import { applicationsFixture, longHungarianApplication } from './fixtures';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/ApplicationsList',
  component: ApplicationsList,
  decorators: [withSite],
  parameters: { site: { path: '/my-applications' } },
  args: { applications: applicationsFixture },
} satisfies Meta<typeof ApplicationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByText('5 jelentkezés az elmúlt 90 napban')).toBeVisible();
    await expect(
      canvas.getByText(
        `${hu['user.applications.status']}: ${hu['user.applications.status.interview']}`,
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { applications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(hu['user.applications.empty'])).toBeVisible();
  },
};

export const LongHungarianText: Story = {
  args: { applications: [longHungarianApplication] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: longHungarianApplication.job.title }),
    ).toBeVisible();
  },
};
