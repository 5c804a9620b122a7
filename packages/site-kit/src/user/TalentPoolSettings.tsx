import type { MyTalentPool } from '@allas/core';
import { Alert, Box, Button, Heading, Inline, Stack, Switch, TagPill, Text } from '@allas/ui';
import { useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { failureText } from './failureText';
import { formatDay } from './formatting';

export interface TalentPoolSettingsProps {
  /** The pool as the api has it (GET /talent-pool/me). */
  pool: MyTalentPool;
  /** Saves the switch; answers the pool as saved, rejects with the api's error. */
  onSwitch: (optIn: boolean) => Promise<MyTalentPool>;
  /** Answers a request; answers the pool afterwards. */
  onAnswer: (requestId: number, answer: 'accept' | 'decline') => Promise<MyTalentPool>;
}

/**
 * /user/talent-pool (issue 12): the switch (off by default), exactly what employers see before the
 * job seeker accepts, and the companies' requests with accept and decline.
 */
export function TalentPoolSettings({ pool: initial, onSwitch, onAnswer }: TalentPoolSettingsProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const [pool, setPool] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);

  const run = async (key: string, title: string, step: () => Promise<MyTalentPool>) => {
    setBusy(key);
    setFailure(null);
    try {
      setPool(await step());
    } catch (error) {
      setFailure({ title, message: failureText(error, t('error.generic')) });
    } finally {
      setBusy(null);
    }
  };
  const listed = (values: readonly string[]) =>
    values.length > 0 ? values.join(', ') : t('talentPool.me.none');
  const { shown } = pool;

  return (
    <Stack space="xlarge">
      {failure ? (
        <Alert tone="error" title={failure.title}>
          {failure.message}
        </Alert>
      ) : null}
      <Stack space="medium">
        <Switch
          label={t('talentPool.me.switch')}
          description={t('talentPool.me.switchHint')}
          checked={pool.optIn}
          disabled={busy !== null}
          onCheckedChange={(on) =>
            void run('switch', t('talentPool.me.saveFailed'), () => onSwitch(on))
          }
        />
        <Text weight="semibold" aria-live="polite">
          {t(pool.optIn ? 'talentPool.me.on' : 'talentPool.me.off')}
        </Text>
      </Stack>
      <Box background="sunken" borderRadius="large" padding="medium">
        <Stack space="small">
          <Heading level={2} size={4}>
            {t('talentPool.me.shownTitle')}
          </Heading>
          <Stack as="ul" space="xsmall">
            <Text>{t('talentPool.me.shownFirstName', { value: shown.firstName })}</Text>
            <Text>
              {t('talentPool.me.shownCity', { value: shown.city || t('talentPool.me.none') })}
            </Text>
            <Text>{t('talentPool.me.shownCategories', { value: listed(shown.categories) })}</Text>
            <Text>
              {t('talentPool.me.shownLevels', {
                value: listed(shown.levels.map((level) => t(`talentPool.level.${level}`))),
              })}
            </Text>
          </Stack>
          <Text tone="muted">{t('talentPool.me.hiddenNote')}</Text>
        </Stack>
      </Box>
      <Stack space="medium">
        <Heading level={2} size={3}>
          {t('talentPool.me.requestsTitle')}
        </Heading>
        {pool.requests.length === 0 ? (
          <Text tone="muted">{t('talentPool.me.noRequests')}</Text>
        ) : (
          <Stack as="ul" space="medium">
            {pool.requests.map((request) => (
              <Box
                key={request.id}
                as="article"
                background="raised"
                borderRadius="large"
                boxShadow="small"
                padding="medium"
              >
                <Stack space="small">
                  <Heading level={3} size={4}>
                    {t('talentPool.me.requestFrom', { company: request.companyName })}
                  </Heading>
                  <Text tone="muted">{formatDay(request.createdAt, locale)}</Text>
                  <Text>{request.message}</Text>
                  {request.status === 'pending' ? (
                    <Inline space="small">
                      {(['accept', 'decline'] as const).map((answer) => (
                        <Button
                          key={answer}
                          variant={answer === 'accept' ? 'primary' : 'secondary'}
                          loading={busy === `${request.id}-${answer}`}
                          disabled={busy !== null && busy !== `${request.id}-${answer}`}
                          onClick={() =>
                            void run(
                              `${request.id}-${answer}`,
                              t('talentPool.me.answerFailed'),
                              () => onAnswer(request.id, answer),
                            )
                          }
                        >
                          {t(`talentPool.me.${answer}`)}
                        </Button>
                      ))}
                    </Inline>
                  ) : (
                    <TagPill
                      tone={request.status === 'accepted' ? 'success' : 'neutral'}
                      label={t(`talentPool.me.${request.status}`)}
                    />
                  )}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
