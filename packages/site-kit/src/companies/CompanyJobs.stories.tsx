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

export const SecondPageOfThree: Story = {
  args: {
    pages: {
      page: 2,
      totalPages: 3,
      hrefForPage: (page: number) => `/company/duna-szoftver-kft?page=${page}#open-jobs`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'A nyitott pozíciók oldalai' });
    await expect(within(pages).getByRole('link', { name: '3. oldal' })).toHaveAttribute(
      'href',
      '/company/duna-szoftver-kft?page=3#open-jobs',
    );
    await expect(within(pages).getByRole('link', { name: '2. oldal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const OnePageHasNoPages: Story = {
  args: {
    pages: { page: 1, totalPages: 1, hrefForPage: () => '/company/duna-szoftver-kft' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
