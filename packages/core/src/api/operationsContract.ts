import { z } from 'zod';

/** `GET /healthz`: the process is up. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** `GET /readyz`: the database answers. */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});

/** `GET /captcha/challenge`: an ALTCHA proof-of-work challenge for the browser widget. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** `GET /_dev/outbox` (development only): the mails the outbox holds, optionally for one address. */
export const outboxQuerySchema = z.strictObject({ to: z.string().max(254).optional() });
export const outboxResponseSchema = z.array(
  z.object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    kind: z.string(),
    locale: z.string(),
    createdAt: z.string(),
  }),
);

/** `GET /openapi.json`: an OpenAPI 3.1 document (generated from this contract). */
export const openApiDocumentSchema = z.record(z.string(), z.unknown());
