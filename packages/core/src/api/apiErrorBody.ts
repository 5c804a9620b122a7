import { z } from 'zod';
import type { MessageKey } from '../messages/messageCatalog';
import type { FieldErrors } from '../validation/fieldErrors';

/** Machine-readable error codes of the api, each with its HTTP status. */
export const apiErrorStatuses = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ApiErrorCode = keyof typeof apiErrorStatuses;
export const apiErrorCodes = Object.keys(apiErrorStatuses) as ApiErrorCode[];

/**
 * Every api error answers `{ error: { code, message, fields? } }`. `message` and the values of
 * `fields` are message keys, translated by the sites; they stay plain strings here so that a newer
 * api's key does not break an older site (formatMessageOrGeneric falls back).
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes as [ApiErrorCode, ...ApiErrorCode[]]),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export function apiErrorBody(
  code: ApiErrorCode,
  message: MessageKey,
  fields?: FieldErrors,
): ApiErrorBody {
  return { error: fields === undefined ? { code, message } : { code, message, fields } };
}
