import { Alert, Button, Icon, Inline, Spinner, Stack, Text } from '@allas/ui';
import { useEffect, useState } from 'react';
import { type AltchaChallenge, solveAltcha } from '../api/altcha';
import { useMessages } from '../i18n/useMessages';

type CaptchaState = 'solving' | 'solved' | 'failed';

export interface AltchaCaptchaProps {
  /** Fetches a fresh challenge (the api's GET /captcha/challenge). */
  getChallenge: () => Promise<AltchaChallenge>;
  /** The solved payload for the form's `captcha` field, or undefined while there is none. */
  onChange: (payload: string | undefined) => void;
  /**
   * Changing it starts a new check. The api accepts a solution once, so the form bumps it after
   * every failed submit.
   */
  round?: number;
  /** The form's message for the check (not finished yet; rejected by the api). */
  error?: string;
}

/**
 * The registration bot check: a self-hosted proof of work (ALTCHA). It starts by itself when the
 * form shows and tells the visitor, in a status region, while it works and when it is done; a
 * failure says so and offers to run it again.
 */
export function AltchaCaptcha({ getChallenge, onChange, round = 0, error }: AltchaCaptchaProps) {
  const t = useMessages();
  const [state, setState] = useState<CaptchaState>('solving');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` and `attempt` restart the check on purpose.
  useEffect(() => {
    const controller = new AbortController();
    setState('solving');
    onChange(undefined);
    getChallenge()
      .then((challenge) => solveAltcha(challenge, { signal: controller.signal }))
      .then((payload) => {
        if (controller.signal.aborted) return;
        onChange(payload);
        setState('solved');
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [getChallenge, round, attempt]);

  return (
    <Stack space="xsmall">
      <Text weight="semibold">{t('auth.captcha.label')}</Text>
      <div>
        {state === 'solving' ? <Spinner size="small" label={t('auth.captcha.solving')} /> : null}
        {state === 'solved' ? (
          <div role="status">
            <Inline space="xsmall" alignY="center">
              <Icon name="check" tone="success" />
              <Text as="span">{t('auth.captcha.solved')}</Text>
            </Inline>
          </div>
        ) : null}
        {state === 'failed' ? (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="small" onClick={() => setAttempt((n) => n + 1)}>
                {t('auth.captcha.retry')}
              </Button>
            }
          >
            {t('auth.captcha.failed')}
          </Alert>
        ) : null}
      </div>
      {error ? (
        <Text tone="danger" size="small">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
