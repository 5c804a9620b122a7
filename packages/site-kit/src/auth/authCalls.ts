import type {
  EmployerRegistration,
  InvitationAcceptBody,
  Locale,
  Login,
  Registration,
  UserType,
} from '@allas/core';
import { browserApi } from '../api/browserApi';

/** What a registration page adds to the form's values: the bot check, its language and region. */
interface FromThePage {
  captcha: string;
  locale: Locale;
  region: 'hu' | 'ro';
}

/** The registration body: the form's values plus what the page adds. */
export type RegistrationRequest = Registration & FromThePage;
export type EmployerRegistrationRequest = EmployerRegistration & FromThePage;

/**
 * The auth calls of spec §7, through the gateway's auth proxy (server/gateway/src/auth/authProxy.ts),
 * which keeps the session in httpOnly cookies. Failures are BrowserApiErrors with the api's message
 * in the page's language.
 */
export const authCalls = {
  /** The account type decides the login page (spec §6): the api refuses the other type. */
  login: (login: Login, userType: UserType, locale: string) =>
    browserApi.post('/login', { body: { ...login, userType }, locale }),
  register: (registration: RegistrationRequest, locale: string) =>
    browserApi.post('/register', { body: registration, locale }),
  /** The company and its owner (issue 12); the gateway signs the owner in as for a login. */
  registerEmployer: (registration: EmployerRegistrationRequest, locale: string) =>
    browserApi.post('/employer/register', { body: registration, locale }),
  /** A colleague's acceptance of an invitation (issue 12); the gateway signs them in likewise. */
  acceptInvitation: (acceptance: InvitationAcceptBody, locale: string) =>
    browserApi.post('/employer/invitations/accept', { body: acceptance, locale }),
  /** Always a neutral answer, whether or not an account has the address. */
  forgotPassword: (email: string, locale: string) =>
    browserApi.post('/forgot-password', { body: { email }, locale }),
  resetPassword: (
    reset: { token: string; password: string; passwordConfirmation: string },
    locale: string,
  ) => browserApi.post('/reset-password', { body: reset, locale }),
};
