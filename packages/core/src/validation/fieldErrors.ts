import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '../messages/messageCatalog';

/** Dotted field path → message key: the shape of the api error body's `fields` and of form state. */
export type FieldErrors = Record<string, MessageKey>;

/** Form-level problems (not tied to one field) are reported under this name. */
export const FORM_ERROR_FIELD = '_form';

/** The first message per field, so each field shows one message; non-key messages become generic. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? FORM_ERROR_FIELD : issue.path.map(String).join('.');
    if (!(field in fields)) {
      fields[field] = isMessageKey(issue.message) ? issue.message : 'validation.form.invalid';
    }
  }
  return fields;
}
