import { ProgressBar, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import type { SubmitPhase } from './useBotCheckedSubmit';

/**
 * What a guest form says about its bot check: a note before sending, progress while the proof of
 * work runs (it can take seconds on a slow phone), nothing for signed-in visitors.
 */
export function BotCheckStatus({
  signedIn,
  phase,
  progress,
}: {
  signedIn: boolean;
  phase: SubmitPhase;
  progress: number;
}) {
  const t = useMessages();
  if (signedIn) return null;
  if (phase === 'checking') {
    return (
      <ProgressBar label={t('alerts.botChecking')} value={Math.round(progress * 100)} max={100} />
    );
  }
  return (
    <Text size="small" tone="muted">
      {t('alerts.botCheckNote')}
    </Text>
  );
}
