import { controlCharacterPath } from '@allas/core';
import type { z } from 'zod';
import { isMessageKey } from '../i18n/messages.ts';
import { ApiError, type FieldProblem } from './api-error.ts';

// Every request part is parsed with this error map, so each issue carries a catalogue key: a
// schema's own key (e.g. 'validation.email.invalid') wins, otherwise the issue's kind decides.
const toMessageKey: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation.required';
  if (issue.code === 'unrecognized_keys') return 'validation.unknown_field';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.text.tooLong';
  return 'validation.invalid';
};

function fieldsOf(error: z.ZodError): Record<string, FieldProblem> {
  const fields: Record<string, FieldProblem> = {};
  for (const issue of error.issues) {
    const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const unknown of issue.keys) fields[base ? `${base}.${unknown}` : unknown] = { key };
      continue;
    }
    const name = base || '_';
    if (fields[name]) continue;
    fields[name] =
      issue.code === 'too_big' ? { key, params: { maximum: Number(issue.maximum) } } : { key };
  }
  return fields;
}

/**
 * Parses one request part; a mismatch is a 422 (400 for the query and path) naming every field. A
 * control character anywhere in the part (a NUL byte in a search or a text field) is refused first,
 * for every route alike: no such character has a use in a form, and PostgreSQL rejects NUL outright.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  status: 400 | 422 = 422,
): z.output<S> {
  const badPath = controlCharacterPath(value);
  if (badPath !== null) {
    throw new ApiError(
      status,
      'validation_failed',
      'error.validation',
      {},
      { [badPath.join('.') || '_']: { key: 'validation.text.invalidCharacters' } },
    );
  }
  const result = schema.safeParse(value, { error: toMessageKey });
  if (result.success) return result.data;
  throw new ApiError(status, 'validation_failed', 'error.validation', {}, fieldsOf(result.error));
}
