import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { bannerFixture, emptyResultFixture, searchResultFixture } from './fixtures';
import { JobListPage } from './JobListPage';

const meta = {
  title: 'Site/Jobs/JobListPage',
  component: JobListPage,
  decorators: [withSite],
  parameters: { site: { path: '/list/jobs/senior-it-fejlesztoi-allasok' } },
  args: {
    title: 'Senior IT fejlesztői állások',
    filters: { page: 1, sort: 'newest' },
    result: searchResultFixture,
    banner: bannerFixture,
    onListChange: fn(),
    localize: (path: string) => path,
    isSaved: (id: string) => id === '101',
    onToggleSave: fn(),
  },
} satisfies Meta<typeof JobListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Kubernetes' })).toBeVisible();
  },
};

export const EmptyList: Story = {
  args: { result: emptyResultFixture, banner: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
