import { Alert, Box, Container, EmptyState, Heading, Pagination, Stack, Text } from '@allas/ui';
import type { BlogPostCard } from '../home/contentTypes';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { BlogCards } from './BlogCards';
import { blogIndexPath } from './blogPaths';

export interface BlogIndexProps {
  /** This page's articles; null when the api could not answer. */
  posts: readonly BlogPostCard[] | null;
  page: number;
  pageCount: number;
}

/** The blog index: newest articles first, a page at a time, with links to every page. */
export function BlogIndex({ posts, page, pageCount }: BlogIndexProps) {
  const t = useMessages();
  const href = useLocalizedHref();
  return (
    <Box paddingY="xlarge">
      <Container>
        <Stack space="large">
          <Stack space="small">
            <Heading level={1}>{t('blog.indexHeading')}</Heading>
            <Text size="large">{t('blog.indexIntro')}</Text>
          </Stack>
          {posts === null ? (
            <Alert tone="error">{t('blog.indexFailed')}</Alert>
          ) : posts.length === 0 ? (
            <EmptyState title={t('blog.emptyTitle')} icon="file">
              {t('blog.emptyBody')}
            </EmptyState>
          ) : (
            <BlogCards posts={posts} headingLevel={2} />
          )}
          {posts !== null && pageCount > 1 ? (
            <Pagination
              page={page}
              pageCount={pageCount}
              label={t('blog.pages')}
              hrefForPage={(target) => href(blogIndexPath(target))}
            />
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
