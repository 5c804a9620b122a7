import { BlogCards } from '../blog/BlogCards';
import { blogIndexPath } from '../blog/blogPaths';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import type { BlogPostCard } from './contentTypes';
import { HomeSection } from './HomeSection';

/** The newest blog articles in the page's language, with a link to the blog. */
export function LatestPostsSection({ posts }: { posts: readonly BlogPostCard[] }) {
  const t = useMessages();
  const href = useLocalizedHref();
  if (posts.length === 0) return null;
  return (
    <HomeSection
      id="home-latest-posts"
      heading={t('home.latestPostsHeading')}
      more={
        isRegistered('blog')
          ? { label: t('home.allPosts'), href: href(blogIndexPath()) }
          : undefined
      }
    >
      <BlogCards posts={posts} />
    </HomeSection>
  );
}
