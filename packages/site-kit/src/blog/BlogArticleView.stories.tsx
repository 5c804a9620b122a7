import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { article, articleShareUrl } from '../home/fixtures';
import { withSite } from '../stories/withSite';
import { BlogArticleView } from './BlogArticleView';

const meta = {
  title: 'Site/Blog/BlogArticleView',
  component: BlogArticleView,
  decorators: [withSite],
  parameters: { site: { path: '/blog/post/igy-irj-oneletrajzot' } },
  args: { article, shareUrl: articleShareUrl },
} satisfies Meta<typeof BlogArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRelated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    await expect(canvas.getByRole('link', { name: 'Vissza a blogra' })).toHaveAttribute(
      'href',
      '/blog',
    );
    const share = canvas.getByRole('list', { name: 'Oszd meg a cikket' });
    const facebook = within(share).getByRole('link', { name: /Facebook/ });
    await expect(facebook.getAttribute('href')).toContain(encodeURIComponent(articleShareUrl));
    await expect(canvas.getByRole('region', { name: 'Kapcsolódó cikkek' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Kapcsolódó állások' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'A cikkben szereplő cégek' })).toBeVisible();
  },
};

export const WithoutRelated: Story = {
  args: { article: { ...article, related: { posts: [], jobs: [], companies: [] } } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
      'href',
      '/en/blog',
    );
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
