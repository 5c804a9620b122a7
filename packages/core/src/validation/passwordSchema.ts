import { z } from 'zod';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordOwner,
  passwordProblem,
  passwordProblemKeys,
} from '../password/passwordRule';
import { errorKey, presenceErrorKey } from './errorKey';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/**
 * The part of core's password rule that needs no list and no owner: a password of spaces only or a
 * trivial pattern (aaaaaaaa, 12345678) is refused. Length has its own checks before it.
 */
export function refuseTrivialPassword(password: string, ctx: z.RefinementCtx): void {
  const problem = passwordProblem(password);
  if (problem === 'blank' || problem === 'pattern') {
    ctx.addIssue({ code: 'custom', message: passwordProblemKeys[problem], input: password });
  }
}

/** Passwords are never trimmed: a space is a character the user chose. */
export const passwordSchema = z
  .string(presenceErrorKey('validation.password.required', 'validation.password.invalid'))
  .min(1, errorKey('validation.password.required'))
  .min(MIN_PASSWORD_LENGTH, errorKey('validation.password.tooShort'))
  .max(MAX_PASSWORD_LENGTH, errorKey('validation.password.tooLong'))
  .superRefine(refuseTrivialPassword);

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

/**
 * Refuses, on the password field, a password made of the owner's name or e-mail address given in
 * the same form (registration). The api checks it again with the common-password list.
 */
export function withoutPersonalPassword<
  Schema extends z.ZodType<PasswordOwner & { password: string }>,
>(schema: Schema) {
  // It also runs while other fields are invalid, so an owner field may be of any type yet.
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return schema.refine(
    ({ password, email, firstName, lastName }) =>
      passwordProblem(password, {
        owner: { email: text(email), firstName: text(firstName), lastName: text(lastName) },
      }) !== 'personal',
    {
      path: ['password'],
      error: passwordProblemKeys.personal,
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | null;
        return typeof value === 'object' && value !== null && typeof value.password === 'string';
      },
    },
  );
}
