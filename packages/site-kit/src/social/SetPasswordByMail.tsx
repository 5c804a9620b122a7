import { Alert, Box, Button, Stack, Text } from '@allas/ui';
import { useState } from 'react';
import { useMessages } from '../i18n/useMessages';

export interface SetPasswordByMailProps {
  /** The account's email, which the link goes to (the proof that it is the owner's). */
  email: string;
  /** Mails the link (the forgotten-password call); resolves with the api's neutral answer. */
  onSend: () => Promise<{ message: string }>;
}

/**
 * /user/change-password for an account a provider created (issue 14): it has no password to
 * change, so the owner proves the email instead: a link to it sets the first password (the
 * reset-password page). Then the password login works besides the provider.
 */
export function SetPasswordByMail({ email, onSend }: SetPasswordByMailProps) {
  const t = useMessages();
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | { sent: string }>('idle');
  const send = async () => {
    setState('sending');
    try {
      const answer = await onSend();
      setState({ sent: answer.message });
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack space="medium">
      <Text>{t('social.password.intro', { email })}</Text>
      {typeof state === 'object' ? <Alert tone="success">{state.sent}</Alert> : null}
      {state === 'failed' ? <Alert tone="error">{t('error.generic')}</Alert> : null}
      <Box>
        <Button variant="primary" loading={state === 'sending'} onClick={() => void send()}>
          {t('social.password.send')}
        </Button>
      </Box>
    </Stack>
  );
}
