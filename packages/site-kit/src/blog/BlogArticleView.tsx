import { Box, Container, Heading, Icon, Inline, Link, ShareButtons, Stack, Text } from '@allas/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RichText } from '../content/RichText';
import type { BlogArticle } from '../home/contentTypes';
import { CompanyCards } from '../home/FeaturedCompaniesSection';
import { JobCards } from '../home/JobsSection';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { BlogCards } from './BlogCards';
import { blogIndexPath } from './blogPaths';

function RelatedSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" space="medium" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * A blog article: back to the blog, the text, share links with the article's absolute address
 * and title, then related articles, jobs and companies (each list only when it has any).
 */
export function BlogArticleView({
  article,
  shareUrl,
}: {
  article: BlogArticle;
  /** The article's absolute address on this site, in this language. */
  shareUrl: string;
}) {
  const t = useMessages();
  const intl = useIntl();
  const href = useLocalizedHref();
  const day = article.publishedAt.slice(0, 10);
  const { posts, jobs, companies } = article.related;
  return (
    <Box paddingY="xlarge">
      <Container>
        <Stack space="xlarge">
          <Link href={href(blogIndexPath())} weight="semibold">
            <Inline space="xsmall" alignY="center" wrap={false}>
              <Icon name="arrowLeft" />
              {t('blog.backToBlog')}
            </Inline>
          </Link>
          <Box as="article" aria-labelledby="blog-article-title">
            <Stack space="large">
              <Stack space="small">
                <Heading level={1} id="blog-article-title">
                  {article.title}
                </Heading>
                <Text tone="muted">
                  {article.author} ·{' '}
                  <time dateTime={day}>
                    {intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })}
                  </time>
                </Text>
              </Stack>
              <Text size="large" weight="bold">
                {article.excerpt}
              </Text>
              <RichText text={article.body} headingLevel={2} space="large" />
              <Stack space="small">
                <Text weight="bold">{t('blog.share')}</Text>
                <ShareButtons
                  url={shareUrl}
                  title={article.title}
                  description={article.excerpt}
                  label={t('blog.share')}
                />
              </Stack>
            </Stack>
          </Box>
          {posts.length > 0 ? (
            <RelatedSection id="blog-related-posts" heading={t('blog.relatedPosts')}>
              <BlogCards posts={posts} />
            </RelatedSection>
          ) : null}
          {jobs.length > 0 ? (
            <RelatedSection id="blog-related-jobs" heading={t('blog.relatedJobs')}>
              <JobCards jobs={jobs} />
            </RelatedSection>
          ) : null}
          {companies.length > 0 ? (
            <RelatedSection id="blog-related-companies" heading={t('blog.relatedCompanies')}>
              <CompanyCards companies={companies} />
            </RelatedSection>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
