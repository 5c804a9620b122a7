import type { FormEventHandler, ReactNode } from 'react';
import { FormShell } from '../forms/FormShell';
import { useMessages } from '../i18n/useMessages';
import { BotCheckStatus } from './BotCheckStatus';
import type { SubmitPhase } from './useBotCheckedSubmit';

/**
 * The frame of the subscription forms: the fields, the bot check's status for guests and the
 * submit button, which says whether the check or the sending is under way; "sent" once it went.
 */
export function BotCheckedForm({
  onSubmit,
  sent,
  signedIn,
  botCheck: { phase, progress },
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last send succeeded (a confirmation link is on its way). */
  sent: boolean;
  signedIn: boolean;
  /** The state of `useBotCheckedSubmit`. */
  botCheck: { phase: SubmitPhase; progress: number };
  children: ReactNode;
}) {
  const t = useMessages();
  return (
    <FormShell
      onSubmit={onSubmit}
      space="large"
      notice={sent ? { tone: 'success', message: t('alerts.sent') } : null}
      submit={{
        label: t('alerts.submit'),
        loading: phase !== 'idle',
        loadingLabel: phase === 'checking' ? t('alerts.botChecking') : t('alerts.sending'),
      }}
    >
      {children}
      <BotCheckStatus signedIn={signedIn} phase={phase} progress={progress} />
    </FormShell>
  );
}
