import type { Login, UserType } from '@allas/core';
import { usePageLanguage } from '../routing/usePageLanguage';
import { authCalls } from './authCalls';
import type { FormFailure } from './formFailure';
import { useSignInCall } from './useSignInCall';

/**
 * A login page's submit: logs in as the page's account type (the api refuses the other type with
 * its message), then goes where the guard came from, else to `fallbackPath`.
 */
export function useLogIn(
  userType: UserType,
  fallbackPath: string,
): (login: Login) => Promise<FormFailure | null> {
  const locale = usePageLanguage();
  return useSignInCall((login: Login) => authCalls.login(login, userType, locale), {
    failedTitle: 'auth.login.failed',
    success: 'auth.login.success',
    fallbackPath,
  });
}
