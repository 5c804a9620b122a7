import { useToast } from '@allas/ui';
import { useState } from 'react';
import { BotCheckError, botCheckPayload } from '../api/altcha';
import { BrowserApiError } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';

export type SubmitPhase = 'idle' | 'checking' | 'sending';

/**
 * Sends a form the way every lead and subscription form does: guests first pass the proof-of-work
 * bot check (signed-in visitors skip it, as the api does), then the call; success and failure both
 * end in a toast. `send` gets the captcha payload (undefined when signed in) and returns the api's
 * confirmation message; the result carries the error so the form can place field messages.
 */
export function useBotCheckedSubmit(signedIn: boolean) {
  const t = useMessages();
  const { toast } = useToast();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [progress, setProgress] = useState(0);

  async function submit(
    send: (captcha: string | undefined) => Promise<string>,
  ): Promise<{ ok: true } | { ok: false; error: unknown }> {
    let captcha: string | undefined;
    try {
      if (!signedIn) {
        setPhase('checking');
        setProgress(0);
        captcha = await botCheckPayload({ onProgress: setProgress });
      }
      setPhase('sending');
      const message = await send(captcha);
      toast({ type: 'success', message });
      return { ok: true };
    } catch (error) {
      const message =
        error instanceof BotCheckError
          ? t('alerts.botCheckFailed')
          : error instanceof BrowserApiError && error.status !== 0
            ? error.message
            : t('alerts.sendFailed');
      toast({ type: 'error', message });
      return { ok: false, error };
    } finally {
      setPhase('idle');
    }
  }

  return { submit, phase, progress };
}
