import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { savedJobsFixture } from './fixtures';
import { SavedJobsList } from './SavedJobsList';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/SavedJobsList',
  component: SavedJobsList,
  decorators: [withSite],
  parameters: { site: { path: '/saved-jobs' } },
  args: { jobs: savedJobsFixture },
} satisfies Meta<typeof SavedJobsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 mentett állás')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: savedJobsFixture[0]?.title ?? '' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(hu['user.savedJobs.empty'])).toBeVisible();
  },
};
