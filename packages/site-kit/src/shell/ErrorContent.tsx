import { Alert, ButtonLink, Container, Heading, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';

/** "Page not found: {path}" (spec §2), in the page's language. */
export function NotFoundContent({ path, homeHref }: { path: string; homeHref: string }) {
  const t = useMessages();
  return (
    <Container width="narrow">
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

/** The error component for app errors and the candidate guard's refusal. */
export function AppErrorContent({
  candidateOnly,
  homeHref,
}: {
  candidateOnly: boolean;
  homeHref: string;
}) {
  const t = useMessages();
  return (
    <Container width="narrow">
      <Stack space="medium">
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
