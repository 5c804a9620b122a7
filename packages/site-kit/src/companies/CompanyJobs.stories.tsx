import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CompanyJobs } from './CompanyJobs';
import { companyJobs } from './fixtures';

const meta = {
  title: 'Site/Companies/CompanyJobs',
  component: CompanyJobs,
  decorators: [withSite],
  args: {
    jobs: companyJobs,
    jobHref: (job: { companySlug: string; slug: string }) => `/job/${job.companySlug}/${job.slug}`,
  },
} satisfies Meta<typeof CompanyJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Senior frontend fejlesztő' })).toHaveAttribute(
      'href',
      '/job/duna-szoftver-kft/senior-frontend-fejleszto',
    );
  },
};

export const NoOpenJobs: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
