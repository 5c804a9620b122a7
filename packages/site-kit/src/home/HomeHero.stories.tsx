import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Site/Home/HomeHero',
  component: HomeHero,
  decorators: [withSite],
  args: { totalOpenJobs: 894 },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOpenJobs: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const ApiUnavailable: Story = {
  args: { totalOpenJobs: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};
