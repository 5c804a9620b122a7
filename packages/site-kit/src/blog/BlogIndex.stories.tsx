import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { manyPosts, posts } from '../home/fixtures';
import { withSite } from '../stories/withSite';
import { BlogIndex } from './BlogIndex';

const meta = {
  title: 'Site/Blog/BlogIndex',
  component: BlogIndex,
  decorators: [withSite],
  parameters: { site: { path: '/blog' } },
  args: { posts, page: 1, pageCount: 1 },
} satisfies Meta<typeof BlogIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Karrierblog');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.queryByRole('navigation', { name: 'Blogoldalak' })).toBeNull();
  },
};

export const SecondOfThreePages: Story = {
  args: { posts: manyPosts, page: 2, pageCount: 3 },
  parameters: { site: { path: '/blog?page=2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'Blogoldalak' });
    await expect(within(pages).getByRole('link', { name: /3/ })).toHaveAttribute(
      'href',
      '/blog?page=3',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(9);
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Még nincs cikk')).toBeVisible();
  },
};

export const ApiUnavailable: Story = {
  args: { posts: null },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The articles cannot be shown right now. Try again a little later.',
    );
  },
};
