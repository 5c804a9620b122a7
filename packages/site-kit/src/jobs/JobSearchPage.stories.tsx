import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import {
  categoryFixtures,
  detailedFilters,
  emptyResultFixture,
  locationFixtures,
  searchResultFixture,
} from './fixtures';
import { JobSearchPage } from './JobSearchPage';

const meta = {
  title: 'Site/Jobs/JobSearchPage',
  component: JobSearchPage,
  decorators: [withSite],
  parameters: { site: { path: '/jobs?q=java&category=it&levels=senior&salary=1' } },
  args: {
    filters: detailedFilters,
    result: searchResultFixture,
    categories: categoryFixtures,
    locations: locationFixtures,
    onSearch: fn(),
    localize: (path: string) => path,
    isSaved: () => false,
    onToggleSave: fn(),
  },
} satisfies Meta<typeof JobSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DetailedSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('java');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const NoResults: Story = {
  args: { result: emptyResultFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getAllByRole('status')[0]).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { alertFromSearch: { create: fn(async () => {}), pending: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.getByRole('button', { name: 'Értesítést kérek erről a keresésről' }).click();
    await expect(args.alertFromSearch?.create).toHaveBeenCalledOnce();
  },
};
