import { Alert, Inline, Link, Spinner, Stack } from '@allas/ui';

export type TokenState = 'working' | 'done' | 'failed' | 'error' | 'missing';

/**
 * What a mailed link's page shows (confirm, unsubscribe): progress while the api answers, then
 * success or why not, and where to go next.
 */
export function TokenOutcome({
  state,
  texts,
  next,
}: {
  state: TokenState;
  texts: Record<TokenState, string>;
  next?: { label: string; href: string };
}) {
  return (
    <Stack space="medium">
      {state === 'working' ? (
        <Inline space="small" alignY="center">
          <Spinner label={texts.working} />
          {/* The spinner announces the same words; this copy is for sighted visitors. */}
          <span aria-hidden="true">{texts.working}</span>
        </Inline>
      ) : (
        <Alert tone={state === 'done' ? 'success' : state === 'missing' ? 'info' : 'error'}>
          {texts[state]}
        </Alert>
      )}
      {next && state !== 'working' ? <Link href={next.href}>{next.label}</Link> : null}
    </Stack>
  );
}
