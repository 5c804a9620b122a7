import { formatMessage, isLocale, isMessageKey } from '@allas/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { BrowserApiError } from '../api/browserApi';

/**
 * A field's message in the page's language: core's zod schemas report catalogue keys, the api's
 * field errors arrive already translated, so a key is looked up and anything else shown as is.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { locale } = useIntl();
  const lang = isLocale(locale) ? locale : 'hu';
  return (message) =>
    message === undefined
      ? undefined
      : isMessageKey(message)
        ? formatMessage(message, lang)
        : message;
}

/**
 * Puts the api's field messages next to the fields they name (`rename` maps an api field name to
 * the form's, e.g. positionTitle → position). Returns whether any field got one, so the caller
 * knows whether a toast must still say what failed.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof BrowserApiError)) return false;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = rename[name] ?? (name as Path<T>);
    if (fields.includes(field)) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}
