import { z } from 'zod';
import type { Locale } from '../locale/locales';
import { formatMessage, type MessageValues } from '../messages/formatMessage';
import type { MessageKey } from '../messages/messageCatalog';
import type { FieldErrors } from '../validation/fieldErrors';

/** Machine-readable error codes of the api, each with its HTTP status. */
export const apiErrorStatuses = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** Laravel Sanctum's "page expired": the X-XSRF-TOKEN header does not match the session. */
  csrf_mismatch: 419,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ApiErrorCode = keyof typeof apiErrorStatuses;
export const apiErrorCodes = Object.keys(apiErrorStatuses) as ApiErrorCode[];

/**
 * Every api error answers `{ error: { code, message, fields? } }`. `code` is for programs; `message`
 * and the values of `fields` are texts in the request's language, translated by the api from
 * catalogue keys, so every client (the sites, partners, curl) can show them as they are.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes as [ApiErrorCode, ...ApiErrorCode[]]),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Builds the error body in one language from a message key and per-field message keys. */
export function apiErrorBody(
  code: ApiErrorCode,
  key: MessageKey,
  locale: Locale,
  options: { values?: MessageValues; fields?: FieldErrors } = {},
): ApiErrorBody {
  const message = formatMessage(key, locale, options.values);
  if (options.fields === undefined) return { error: { code, message } };
  const fields = Object.fromEntries(
    Object.entries(options.fields).map(([field, fieldKey]) => [
      field,
      formatMessage(fieldKey, locale),
    ]),
  );
  return { error: { code, message, fields } };
}
