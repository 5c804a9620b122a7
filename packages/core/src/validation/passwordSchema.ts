import { z } from 'zod';
import { errorKey, presenceErrorKey } from './errorKey';

/** OWASP ASVS 5 floor; the spec hides the original minimum. */
export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for passphrases and managers, short enough to keep hashing cheap. */
export const MAX_PASSWORD_LENGTH = 128;

/** Passwords are never trimmed: a space is a character the user chose. */
export const passwordSchema = z
  .string(presenceErrorKey('validation.password.required', 'validation.password.invalid'))
  .min(1, errorKey('validation.password.required'))
  .min(MIN_PASSWORD_LENGTH, errorKey('validation.password.tooShort'))
  .max(MAX_PASSWORD_LENGTH, errorKey('validation.password.tooLong'));

/** The confirmation only has to equal the password; anything else reads "do not match". */
export const passwordConfirmationSchema = z.string(errorKey('validation.password.mismatch'));

interface PasswordPair {
  password: string;
  passwordConfirmation: string;
}

function hasComparablePasswords(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.password === 'string' && typeof record.passwordConfirmation === 'string';
}

/**
 * Adds "the passwords do not match" on the confirmation field. It runs even while other fields of
 * the form are still invalid, so the user sees every problem at once.
 */
export function withMatchingPasswords<Schema extends z.ZodType<PasswordPair>>(schema: Schema) {
  return schema.refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'validation.password.mismatch',
    when: (payload) => hasComparablePasswords(payload.value),
  });
}
