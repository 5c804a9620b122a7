import type { Login, UserType } from '@allas/core';
import { useToast } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { authCalls } from './authCalls';
import { type FormFailure, formFailure } from './formFailure';
import { useSignedIn } from './useSignedIn';

/**
 * A login page's submit: logs in as the page's account type (the api refuses the other type with
 * its message), toasts the outcome and, once signed in, goes where `useSignedIn` says, else to
 * `fallbackPath`. Resolves with the failure for the form to show, or null.
 */
export function useLogIn(
  userType: UserType,
  fallbackPath: string,
): (login: Login) => Promise<FormFailure | null> {
  const t = useMessages();
  const locale = usePageLanguage();
  const { toast } = useToast();
  const signedIn = useSignedIn(fallbackPath);
  return async (login) => {
    try {
      await authCalls.login(login, userType, locale);
    } catch (error) {
      const failure = formFailure(error, locale);
      toast({ type: 'error', message: t('auth.login.failed'), description: failure.message });
      return failure;
    }
    await signedIn(t('auth.login.success'));
    return null;
  };
}
