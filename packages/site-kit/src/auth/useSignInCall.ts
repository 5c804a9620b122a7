import { useToast } from '@allas/ui';
import type { MessageId } from '../i18n/catalogs';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { type FormFailure, formFailure } from './formFailure';
import { useSignedIn } from './useSignedIn';

/**
 * A login or registration page's submit around its auth call: a failure is toasted under
 * `failedTitle` and resolved for the form to show; a success is toasted with `success` and goes
 * where `useSignedIn` says, else to `fallbackPath`.
 */
export function useSignInCall<Args extends unknown[]>(
  call: (...args: Args) => Promise<unknown>,
  texts: { failedTitle: MessageId; success: MessageId; fallbackPath: string },
): (...args: Args) => Promise<FormFailure | null> {
  const t = useMessages();
  const locale = usePageLanguage();
  const { toast } = useToast();
  const signedIn = useSignedIn(texts.fallbackPath);
  return async (...args) => {
    try {
      await call(...args);
    } catch (error) {
      const failure = formFailure(error, locale);
      toast({ type: 'error', message: t(texts.failedTitle), description: failure.message });
      return failure;
    }
    await signedIn(t(texts.success));
    return null;
  };
}
