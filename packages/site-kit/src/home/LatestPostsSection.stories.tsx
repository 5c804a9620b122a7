import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { posts } from './fixtures';
import { LatestPostsSection } from './LatestPostsSection';

const meta = {
  title: 'Site/Home/LatestPostsSection',
  component: LatestPostsSection,
  decorators: [withSite],
  args: { posts },
} satisfies Meta<typeof LatestPostsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LatestPosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('A blogról');
    await expect(
      canvas.getByRole('link', { name: 'Így írj önéletrajzot, amit tényleg elolvasnak' }),
    ).toHaveAttribute('href', '/blog/post/igy-irj-oneletrajzot');
    await expect(canvas.getByRole('link', { name: 'Az összes cikk' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
