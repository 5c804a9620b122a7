import { formatMessage, isMessageKey, type Locale } from '@allas/core';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { BrowserApiError } from '../api/browserApi';

/**
 * A field's message in the page's language: core's schemas report catalogue keys, while the api's
 * field errors arrive already worded in the page's language.
 */
export function fieldMessage(message: string | undefined, locale: Locale): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? formatMessage(message, locale) : message;
}

/** The first-level field's message of a react-hook-form error map. */
export function errorOf<T extends FieldValues>(
  errors: FieldErrors<T>,
  name: keyof T & string,
  locale: Locale,
): string | undefined {
  const error = errors[name] as { message?: unknown } | undefined;
  return fieldMessage(typeof error?.message === 'string' ? error.message : undefined, locale);
}

/**
 * Puts the api's field messages next to the fields the form has; returns whether any was placed,
 * so the caller still toasts a failure that names no field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly (keyof T & string)[],
): boolean {
  if (!(error instanceof BrowserApiError)) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}
