import { Carousel, Heading, Stack } from '@allas/ui';
import { BlogPostTeaser } from '../blog/BlogCards';
import type { BlogPostCard } from '../home/contentTypes';
import { useMessages } from '../i18n/useMessages';
import { blogSlide } from './votingLayout.css';

/**
 * The voting page's blog carousel: the site's latest articles one at a time (the ui Carousel: the
 * WAI carousel pattern, named previous/next buttons, arrow keys, no autoplay, no motion when the
 * visitor asks for reduced motion). Nothing is shown without articles.
 */
export function BlogCarousel({ posts }: { posts: readonly BlogPostCard[] }) {
  const t = useMessages();
  if (posts.length === 0) return null;
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {t('voting.blog.title')}
      </Heading>
      <Carousel
        label={t('voting.blog.title')}
        previousLabel={t('voting.blog.previous')}
        nextLabel={t('voting.blog.next')}
      >
        {posts.map((post) => (
          <div key={post.slug} className={blogSlide}>
            <BlogPostTeaser post={post} />
          </div>
        ))}
      </Carousel>
    </Stack>
  );
}
