import { Alert, ButtonLink, Container, Heading, Stack, Text } from '@allas/ui';
import type { MessageId } from '../i18n/catalogs';
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

/** A guard's refusal (403): a page for the other kind of account than the visitor's. */
export type GuardRefusal = 'candidate-only' | 'employer-only';

const errorTexts = {
  error: { title: 'error.title', text: 'error.generic' },
  'candidate-only': { title: 'error.candidateOnlyTitle', text: 'error.candidateOnly' },
  'employer-only': { title: 'error.employerOnlyTitle', text: 'error.employerOnly' },
} as const satisfies Record<string, { title: MessageId; text: MessageId }>;

/**
 * The error component for app errors and the guards' refusals. The page's own meta does not run
 * for an error, so the document title is rendered here (React hoists it into the head).
 */
export function AppErrorContent({
  refusal,
  homeHref,
}: {
  refusal: GuardRefusal | null;
  homeHref: string;
}) {
  const t = useMessages();
  const texts = errorTexts[refusal ?? 'error'];
  const title = t(texts.title);
  return (
    <Container width="narrow">
      <title>{title}</title>
      <Stack space="medium">
        <Heading level={1}>{title}</Heading>
        <Alert tone={refusal ? 'info' : 'error'}>{t(texts.text)}</Alert>
        <ButtonLink href={homeHref} variant="secondary">
          {t('error.backHome')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
