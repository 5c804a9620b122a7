import { loginAnswerSchema } from './authContract';
import { noContentSchema } from './contractFields';
import { defineEndpoint } from './endpoint';
import {
  socialCallbackQuerySchema,
  socialIdentitiesResponseSchema,
  socialPendingRegistrationSchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
  socialRegistrationBodySchema,
  socialStartQuerySchema,
} from './socialContract';

const redirectAnswer = { contentType: 'text/html' } as const;

/**
 * Social sign-in with LinkedIn, Google (OpenID Connect) and Facebook (OAuth 2.0): the browser is
 * sent to the provider and back through the site's own origin (`/api/social/…` of the gateway), so
 * the httpOnly `allas_session` cookie binds every step to the browser that started it.
 */
export const socialEndpoints = {
  socialProviders: defineEndpoint({
    method: 'get',
    path: '/social/providers',
    tag: 'auth',
    summary: 'The social sign-in providers this deployment is configured for',
    access: 'public',
    response: socialProvidersResponseSchema,
    errors: [],
  }),
  socialPendingRegistration: defineEndpoint({
    method: 'get',
    path: '/auth/social/registration',
    tag: 'auth',
    summary: "The provider's name and email for the browser session's social registration",
    access: 'public',
    response: socialPendingRegistrationSchema,
    errors: [404],
  }),
  socialRegister: defineEndpoint({
    method: 'post',
    path: '/auth/social/registration',
    tag: 'auth',
    summary: 'Registers the person a provider vouched for in this browser session, and logs in',
    description:
      'The account has no password (password login answers auth.socialAccount); the provider ' +
      'identity is linked to it. Answered like /auth/login.',
    access: 'public',
    status: 201,
    body: socialRegistrationBodySchema,
    response: loginAnswerSchema,
    errors: [404, 409, 419, 422],
  }),
  socialIdentities: defineEndpoint({
    method: 'get',
    path: '/social/identities',
    tag: 'auth',
    summary: 'The providers linked to the signed-in account, and whether it has a password',
    access: 'user',
    response: socialIdentitiesResponseSchema,
    errors: [401],
  }),
  socialUnlink: defineEndpoint({
    method: 'delete',
    path: '/social/identities/:provider',
    tag: 'auth',
    summary: 'Unlinks a provider while another way to sign in remains',
    access: 'user',
    params: socialProviderParamsSchema,
    response: socialIdentitiesResponseSchema,
    errors: [401, 404, 409, 419],
  }),
};

/**
 * The two steps the browser navigates to (302 answers, no JSON), kept out of `endpoints` and so out
 * of the sites' typed client, which never calls them: the api mounts them from here and documents
 * them in /openapi.json like every other route. (Beside saying what they are, this keeps the typed
 * client's union of paths within what TypeScript represents: TS2590 otherwise.)
 */
export const socialRedirectEndpoints = {
  socialStart: defineEndpoint({
    method: 'get',
    path: '/social/:provider/start',
    tag: 'auth',
    summary:
      'Starts a social sign-in (or, signed in, the linking of a provider): 302 to the provider',
    description:
      'Authorization-code flow with PKCE (S256), state and, for OpenID Connect, nonce. The ' +
      'transient values stay in the database, bound to the browser session (allas_session); ' +
      'only state, nonce and the code challenge travel in the URL, as OAuth requires. Any ' +
      'refusal is a 302 to the login page with `social_error`.',
    access: 'optional-user',
    params: socialProviderParamsSchema,
    query: socialStartQuerySchema,
    status: 302,
    raw: redirectAnswer,
    response: noContentSchema,
    errors: [],
  }),
  socialCallback: defineEndpoint({
    method: 'get',
    path: '/social/:provider/callback',
    tag: 'auth',
    summary: "The provider's redirect back: verifies it, then 302 to the site",
    description:
      'Checks state against the browser session, trades the code (PKCE), validates the ID token ' +
      '(signature, issuer, audience, expiry, nonce) or calls the Graph `me` endpoint, then sends ' +
      'the browser to /social-login-success with a one-time code, to /social-registration for a ' +
      'new person, or to the login page with `social_error`.',
    access: 'optional-user',
    params: socialProviderParamsSchema,
    query: socialCallbackQuerySchema,
    status: 302,
    raw: redirectAnswer,
    response: noContentSchema,
    errors: [],
  }),
};
