import { BlogCard, type BlogCardHeadingLevel } from '@allas/ui';
import { mediaSrc } from '../api/mediaSrc';
import { CardGrid } from '../home/CardGrid';
import type { BlogPostCard } from '../home/contentTypes';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { blogPostPath } from './blogPaths';

/** One article as a card linking to it. */
export function BlogPostTeaser({
  post,
  headingLevel = 3,
}: {
  post: BlogPostCard;
  headingLevel?: BlogCardHeadingLevel;
}) {
  const href = useLocalizedHref();
  return (
    <BlogCard
      title={post.title}
      href={href(blogPostPath(post.slug))}
      publishedAt={post.publishedAt.slice(0, 10)}
      excerpt={post.excerpt}
      imageSrc={mediaSrc(post.coverUrl)}
      headingLevel={headingLevel}
    />
  );
}

/** Articles as cards, each linking to the article. */
export function BlogCards({
  posts,
  headingLevel = 3,
}: {
  posts: readonly BlogPostCard[];
  headingLevel?: BlogCardHeadingLevel;
}) {
  return (
    <CardGrid
      items={posts}
      itemKey={(post) => post.slug}
      render={(post) => <BlogPostTeaser post={post} headingLevel={headingLevel} />}
    />
  );
}
