import { defineEndpoint } from './endpoint';
import {
  captchaChallengeSchema,
  healthResponseSchema,
  openApiDocumentSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  readinessResponseSchema,
} from './operationsContract';

export const operationsEndpoints = {
  health: defineEndpoint({
    method: 'get',
    path: '/healthz',
    tag: 'operations',
    summary: 'The process is up',
    access: 'public',
    response: healthResponseSchema,
    errors: [],
  }),
  readiness: defineEndpoint({
    method: 'get',
    path: '/readyz',
    tag: 'operations',
    summary: 'The database answers',
    access: 'public',
    response: readinessResponseSchema,
    errors: [503],
  }),
  captchaChallenge: defineEndpoint({
    method: 'get',
    path: '/captcha/challenge',
    tag: 'operations',
    summary:
      'A proof-of-work challenge (ALTCHA) for the registration, application and form captchas',
    access: 'public',
    response: captchaChallengeSchema,
    errors: [],
  }),
  devOutbox: defineEndpoint({
    method: 'get',
    path: '/_dev/outbox',
    tag: 'operations',
    summary: 'Development only: the latest mails in the outbox',
    access: 'public',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
    errors: [404],
  }),
  openApiDocument: defineEndpoint({
    method: 'get',
    path: '/openapi.json',
    tag: 'operations',
    summary: 'This document (OpenAPI 3.1)',
    access: 'public',
    response: openApiDocumentSchema,
    errors: [],
  }),
};
