import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { jobPath } from '../jobs/jobPath';
import { withSite } from '../stories/withSite';
import { relatedJobs } from './fixtures';
import { RelatedJobs } from './RelatedJobs';

const meta = {
  title: 'Site/Job/RelatedJobs',
  component: RelatedJobs,
  decorators: [withSite],
  args: { jobs: relatedJobs, hrefOf: jobPath },
} satisfies Meta<typeof RelatedJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hasonló állások' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tesztautomatizálási mérnök' })).toHaveAttribute(
      'href',
      '/job/dunaparti-informatika/tesztautomatizalasi-mernok-32',
    );
    await expect(canvas.getByRole('link', { name: 'Frontend-fejlesztő' })).toBeVisible();
  },
};

export const ApiUnavailable: Story = {
  args: { jobs: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('A hasonló állásokat most nem tudjuk betölteni.'),
    ).toBeVisible();
  },
};

export const NoneFound: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
