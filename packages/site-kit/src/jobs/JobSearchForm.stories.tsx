import { defaultJobSearchFilters } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import {
  categoryFixtures,
  detailedFilters,
  locationFixtures,
  searchResultFixture,
} from './fixtures';
import { JobFilters, JobSearchForm } from './JobSearchForm';

const meta = {
  title: 'Site/Jobs/JobSearchForm',
  component: JobSearchForm,
  decorators: [withSite],
  parameters: { site: { path: '/jobs' } },
  args: {
    filters: defaultJobSearchFilters,
    categories: categoryFixtures,
    locations: locationFixtures,
    onSearch: fn(),
  },
} satisfies Meta<typeof JobSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    await userEvent.type(within(form).getByRole('searchbox'), 'java');
    await userEvent.click(form.querySelector('button[type="submit"]') as HTMLElement);
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'java', page: 1 }),
    );
  },
};

/** The filters (JobFilters), as the page shows them beside the results. */
export const Detailed: Story = {
  args: { filters: detailedFilters },
  render: (args) => <JobFilters {...args} facets={searchResultFixture.facets} />,
  parameters: { site: { path: '/jobs?q=java&category=it&levels=senior&salary=1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const salary = canvas.getByRole('switch', { checked: true });
    await expect(salary).toBeVisible();
    await userEvent.click(salary);
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ withSalary: false, levels: ['senior'], category: 'it' }),
    );
  },
};
