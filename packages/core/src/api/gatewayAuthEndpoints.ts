import { z } from 'zod';
import {
  acceptLegalDocsBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  logoutResponseSchema,
  registrationBodySchema,
  resetPasswordBodySchema,
} from './authContract';
import { messageResponseSchema } from './contractFields';
import { employerRegistrationBodySchema } from './employerContract';
import { invitationAcceptBodySchema } from './employerTeamContract';
import { defineEndpoint } from './endpoint';
import { profileSchema } from './profileContract';
import { socialRegistrationBodySchema } from './socialContract';

/** What the gateway answers for a login or registration: the user; the token stays in its cookie. */
export const signInAnswerSchema = z.object({ user: profileSchema, expiresAt: z.string() });
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/**
 * The gateway's auth proxy as the browser sees it at /api (ARCHITECTURE §6): it relays these to
 * the api's /auth endpoints and keeps the session in httpOnly cookies, so the browser never sees
 * a token. Only the sites' browser client calls them; the api does not mount them.
 */
export const gatewayAuthEndpoints = {
  signIn: defineEndpoint({
    method: 'post',
    path: '/login',
    tag: 'auth',
    summary: 'Logs in through the gateway (POST /auth/login); the token goes into its cookie',
    access: 'public',
    body: loginBodySchema,
    response: signInAnswerSchema,
    errors: [401, 403, 419, 429],
  }),
  signUp: defineEndpoint({
    method: 'post',
    path: '/register',
    tag: 'auth',
    summary: 'Registers through the gateway (POST /auth/register) and signs in',
    access: 'public',
    status: 201,
    body: registrationBodySchema,
    response: signInAnswerSchema,
    errors: [419, 422],
  }),
  employerSignUp: defineEndpoint({
    method: 'post',
    path: '/employer/register',
    tag: 'employer',
    summary: 'Registers an employer through the gateway (POST /employer/register) and signs in',
    access: 'public',
    status: 201,
    body: employerRegistrationBodySchema,
    response: signInAnswerSchema,
    errors: [419, 422],
  }),
  employerInvitationSignUp: defineEndpoint({
    method: 'post',
    path: '/employer/invitations/accept',
    tag: 'employer',
    summary:
      'Accepts a colleague invitation through the gateway (POST /employer/invitations/accept) and signs in',
    access: 'public',
    status: 201,
    body: invitationAcceptBodySchema,
    response: signInAnswerSchema,
    errors: [419, 422],
  }),
  socialSignUp: defineEndpoint({
    method: 'post',
    path: '/social-register',
    tag: 'auth',
    summary:
      'Finishes a social registration through the gateway (POST /auth/social/registration) and signs in',
    access: 'public',
    status: 201,
    body: socialRegistrationBodySchema,
    response: signInAnswerSchema,
    errors: [404, 409, 419, 422],
  }),
  passwordForgotten: defineEndpoint({
    method: 'post',
    path: '/forgot-password',
    tag: 'auth',
    summary: 'Mails a reset link; always the same neutral answer',
    access: 'public',
    body: forgotPasswordBodySchema,
    response: messageResponseSchema,
    errors: [],
  }),
  passwordReset: defineEndpoint({
    method: 'post',
    path: '/reset-password',
    tag: 'auth',
    summary: 'Sets a new password with the mailed token (POST /auth/reset-password)',
    access: 'public',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
    errors: [419, 422],
  }),
  signOut: defineEndpoint({
    method: 'post',
    path: '/logout',
    tag: 'auth',
    summary: 'Signs out: revokes the token at the api and clears the session cookies',
    access: 'public',
    response: logoutResponseSchema,
    errors: [419],
  }),
  legalDocsAccept: defineEndpoint({
    method: 'put',
    path: '/accept-legal-docs',
    tag: 'auth',
    summary:
      'Accepts the prize-game rules of a region through the gateway (PUT /auth/accept-legal-docs)',
    access: 'user',
    body: acceptLegalDocsBodySchema,
    response: profileSchema,
    errors: [401, 419],
  }),
};
export type GatewayAuthEndpoint = (typeof gatewayAuthEndpoints)[keyof typeof gatewayAuthEndpoints];
