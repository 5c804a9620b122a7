import type { Login, Registration, UserProfile } from '@allas/core';
import { browserApi } from '../api/browserApi';

/** What the gateway answers for a login or registration: the user; the token stays in its cookie. */
export interface SignInAnswer {
  user: UserProfile;
  expiresAt: string;
}

/** The registration body: the form's values plus what the page adds (captcha, language, region). */
export type RegistrationRequest = Registration & {
  captcha: string;
  locale: string;
  region: 'hu' | 'ro';
};

/**
 * The auth calls of spec §7, through the gateway's auth proxy (server/gateway/src/auth/authProxy.ts),
 * which keeps the session in httpOnly cookies. Failures are BrowserApiErrors with the api's message
 * in the page's language.
 */
export const authCalls = {
  login: (login: Login, locale: string) =>
    browserApi<SignInAnswer>('/login', { method: 'POST', body: login, locale }),
  register: (registration: RegistrationRequest, locale: string) =>
    browserApi<SignInAnswer>('/register', { method: 'POST', body: registration, locale }),
  /** Always a neutral answer, whether or not an account has the address. */
  forgotPassword: (email: string, locale: string) =>
    browserApi<{ message: string }>('/forgot-password', {
      method: 'POST',
      body: { email },
      locale,
    }),
  resetPassword: (
    reset: { token: string; password: string; passwordConfirmation: string },
    locale: string,
  ) => browserApi<{ message: string }>('/reset-password', { method: 'POST', body: reset, locale }),
};
