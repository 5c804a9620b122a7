import {
  acceptLegalDocsBodySchema,
  forgotPasswordBodySchema,
  loginAnswerSchema,
  loginBodySchema,
  logoutResponseSchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  socialExchangeBodySchema,
  socialTestCodeBodySchema,
  socialTestCodeResponseSchema,
} from './authContract';
import { messageResponseSchema, noContentSchema } from './contractFields';
import { defineEndpoint } from './endpoint';
import { profileSchema } from './profileContract';

export const authEndpoints = {
  csrfCookie: defineEndpoint({
    method: 'get',
    path: '/auth/csrf-cookie',
    tag: 'auth',
    summary: 'Starts a browser session: sets XSRF-TOKEN (readable) and allas_session (httpOnly)',
    access: 'public',
    status: 204,
    response: noContentSchema,
    errors: [],
  }),
  login: defineEndpoint({
    method: 'post',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Logs in with email and password; answers a list whose first item has the token',
    access: 'public',
    body: loginBodySchema,
    response: loginAnswerSchema,
    errors: [401, 403, 419, 429],
  }),
  logout: defineEndpoint({
    method: 'post',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Revokes the bearer token of the request',
    access: 'user',
    response: logoutResponseSchema,
    errors: [401, 419],
  }),
  register: defineEndpoint({
    method: 'post',
    path: '/auth/register',
    tag: 'auth',
    summary: 'Registers a job seeker (captcha, terms and privacy policy required) and logs in',
    access: 'public',
    status: 201,
    body: registrationBodySchema,
    response: loginAnswerSchema,
    errors: [419, 422],
  }),
  forgotPassword: defineEndpoint({
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'auth',
    summary:
      'Mails a password-reset link; the same neutral answer whether or not the account exists',
    access: 'public',
    body: forgotPasswordBodySchema,
    response: messageResponseSchema,
    errors: [419, 429],
  }),
  resetPassword: defineEndpoint({
    method: 'post',
    path: '/auth/reset-password',
    tag: 'auth',
    summary: 'Sets a new password with a single-use reset token (valid 60 minutes)',
    access: 'public',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
    errors: [419, 422],
  }),
  acceptLegalDocs: defineEndpoint({
    method: 'put',
    path: '/auth/accept-legal-docs',
    tag: 'auth',
    summary:
      'Accepts the current legal documents (prize-game rules) for a region; returns the profile',
    access: 'user',
    body: acceptLegalDocsBodySchema,
    response: profileSchema,
    errors: [401, 419],
  }),
  socialExchange: defineEndpoint({
    method: 'post',
    path: '/auth/social/exchange',
    tag: 'auth',
    summary: 'Finishes a social login: trades the one-time code for a token, like /auth/login',
    description:
      'The code must be unused, at most 60 seconds old and issued to the calling browser session ' +
      '(allas_session), which stops login CSRF. It is marked used in the same transaction that ' +
      'issues the token. Any refusal is the same 401, so the answer tells nothing about the code.',
    access: 'public',
    body: socialExchangeBodySchema,
    // The same answer as POST /auth/login (spec §7): a list whose first item has the token.
    response: loginAnswerSchema,
    errors: [401, 419],
  }),
  testSocialLoginCode: defineEndpoint({
    method: 'post',
    path: '/_test/social-login-codes',
    tag: 'operations',
    summary: 'Tests only: issues a social-login code, as the OAuth callback will',
    access: 'public',
    csrf: false,
    body: socialTestCodeBodySchema,
    response: socialTestCodeResponseSchema,
    errors: [404],
  }),
};
