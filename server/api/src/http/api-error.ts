import type { ApiErrorCode } from '@allas/core';
import type { MessageKey } from '../i18n/messages.ts';

/** A field-level problem: the message key (translated when answered) and its placeholders. */
export interface FieldProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * An error that becomes `{ error: { code, message, fields? } }` with the given status. The message is
 * a catalogue key, translated into the request's language by the error middleware.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, FieldProblem>,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${code}: ${messageKey}`);
  }
}

export const notFound = () => new ApiError(404, 'not_found', 'error.notFound');
export const unauthenticated = () => new ApiError(401, 'unauthenticated', 'auth.notAuthenticated');
export const forbidden = () => new ApiError(403, 'forbidden', 'error.forbidden');
export const fieldError = (field: string, key: MessageKey, status = 422) =>
  new ApiError(status, 'validation_failed', 'error.validation', {}, { [field]: { key } });
