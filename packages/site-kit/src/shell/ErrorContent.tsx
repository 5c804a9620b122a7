import { Alert, ButtonLink, Container, Heading, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';

/**
 * "Page not found: {path}" (spec §2), in the page's language. `withTitle` renders the document
 * title too, for the error boundary, where no route meta runs.
 */
export function NotFoundContent({
  path,
  homeHref,
  withTitle = false,
}: {
  path: string;
  homeHref: string;
  withTitle?: boolean;
}) {
  const t = useMessages();
  return (
    <Container width="narrow">
      {withTitle ? <title>{t('notFound.title')}</title> : null}
      <Stack space="medium">
        <Heading level={1}>{t('notFound.title')}</Heading>
        <Text>{t('notFound.message', { path })}</Text>
        <ButtonLink href={homeHref} variant="secondary">
          {t('error.backHome')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}

/**
 * The error component for app errors and the candidate guard's refusal. The page's own meta does
 * not run for an error, so the document title is rendered here (React hoists it into the head).
 */
export function AppErrorContent({
  candidateOnly,
  homeHref,
}: {
  candidateOnly: boolean;
  homeHref: string;
}) {
  const t = useMessages();
  const title = t(candidateOnly ? 'error.candidateOnlyTitle' : 'error.title');
  return (
    <Container width="narrow">
      <title>{title}</title>
      <Stack space="medium">
        <Heading level={1}>{title}</Heading>
        <Alert tone={candidateOnly ? 'info' : 'error'}>
          {t(candidateOnly ? 'error.candidateOnly' : 'error.generic')}
        </Alert>
        <ButtonLink href={homeHref} variant="secondary">
          {t('error.backHome')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
