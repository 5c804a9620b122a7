import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { jobPath } from '../jobs/jobPath';
import { withSite } from '../stories/withSite';
import { expiredJob, openJob, relatedJobs } from './fixtures';
import { JobPageView } from './JobPageView';

const meta = {
  title: 'Site/Job/JobPage',
  component: JobPageView,
  decorators: [withSite],
  parameters: { site: { path: '/job/napfeny-szoftverhaz/szenior-frontend-fejleszto-17' } },
  args: {
    job: openJob,
    related: relatedJobs,
    companyHref: '/company/napfeny-szoftverhaz',
    shareUrl: 'https://allas.example/job/napfeny-szoftverhaz/szenior-frontend-fejleszto-17',
    hrefOf: jobPath,
    saved: false,
    onToggleSave: fn(),
    onApply: fn(),
  },
} satisfies Meta<typeof JobPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('complementary', { name: 'A munkáltató' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hasonló állások' })).toBeVisible();
  },
};

export const Expired: Story = {
  args: { job: expiredJob, related: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A hirdetés már lejárt')).toBeVisible();
    await expect(canvas.getByText('A hasonló állásokat most nem tudjuk betölteni.')).toBeVisible();
  },
};
