import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { BrowserApiError } from '../api/browserApi';

/**
 * Puts field messages (field name → text in the page's language) next to the form's fields;
 * `rename` maps an api field name to the form's, e.g. positionTitle → position. Returns whether any
 * field got one, so the caller knows whether a toast or alert must still say what failed.
 */
export function placeFieldMessages<T extends FieldValues>(
  messages: Readonly<Record<string, string>>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Readonly<Record<string, Path<T>>> = {},
): boolean {
  let placed = false;
  for (const [name, message] of Object.entries(messages)) {
    const field = rename[name] ?? (name as Path<T>);
    if (message && fields.includes(field)) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}

/** `placeFieldMessages` for a failed api call: only the api's errors carry field messages. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof BrowserApiError)) return false;
  return placeFieldMessages(error.fields, setError, fields, rename);
}
