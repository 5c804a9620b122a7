import { Alert, Box, Container } from '@allas/ui';
import { useLoaderData } from 'react-router';
import { useMessages } from '../i18n/useMessages';
import { BlogArticleView } from './BlogArticleView';
import type { BlogArticleData } from './blogArticleLoader';

/** The article route's page: the article, or an inline notice when the api did not answer. */
export function BlogArticlePage() {
  const { article, shareUrl } = useLoaderData<BlogArticleData>();
  const t = useMessages();
  if (article === null) {
    return (
      <Box paddingY="xlarge">
        <Container>
          <Alert tone="error">{t('blog.articleFailed')}</Alert>
        </Container>
      </Box>
    );
  }
  return <BlogArticleView article={article} shareUrl={shareUrl} />;
}
