import { useToast } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { failureText } from './failureText';

/** The user screens' toasts after a call: the given success text, or what the failure says. */
export function useOutcomeToast() {
  const t = useMessages();
  const { toast } = useToast();
  return {
    succeeded: (message: string) => toast({ type: 'success', message }),
    failed: (error: unknown) =>
      toast({ type: 'error', message: failureText(error, t('error.generic')) }),
  };
}
