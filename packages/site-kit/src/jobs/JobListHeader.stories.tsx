import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { bannerFixture } from './fixtures';
import { JobListHeader } from './JobListHeader';

const meta = {
  title: 'Site/Jobs/JobListHeader',
  component: JobListHeader,
  decorators: [withSite],
  args: {
    title: 'Senior IT fejlesztői állások',
    total: 12,
    banner: bannerFixture,
    tags: ['Java', 'Kubernetes', 'Spring'],
    localize: (path: string) => path,
  },
} satisfies Meta<typeof JobListHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBannerAndTags: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Senior IT fejlesztői állások',
    );
    await expect(canvas.getByRole('img', { name: 'Napfény Szoftver Kft.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Java' })).toHaveAttribute(
      'href',
      '/jobs?q=Java',
    );
  },
};

export const WithoutBanner: Story = {
  args: { banner: null, tags: [], total: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
