import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { emptyResultFixture, searchResultFixture } from './fixtures';
import { JobResults } from './JobResults';

const meta = {
  title: 'Site/Jobs/JobResults',
  component: JobResults,
  decorators: [withSite],
  parameters: { site: { path: '/jobs?q=java' } },
  args: {
    result: searchResultFixture,
    sort: 'relevance',
    sortOptions: ['relevance', 'newest', 'deadline', 'salary'],
    onSortChange: fn(),
    hrefForPage: (page: number) => `?q=java&page=${page}`,
    resetHref: '/jobs',
    localize: (path: string) => path,
    isSaved: () => false,
    onToggleSave: fn(),
  },
} satisfies Meta<typeof JobResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('43');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const pages = canvas.getByRole('navigation');
    await expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent('1');
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'newest');
    await expect(args.onSortChange).toHaveBeenCalledWith('newest');
  },
};

export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { result: emptyResultFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/jobs');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const ApiUnavailable: Story = {
  args: { result: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
