import { type PasswordOwner, passwordProblemKeys } from '@allas/core';
import { newPasswordProblem } from '@allas/core/common-passwords';
import type { FieldProblem } from '../http/api-error.ts';

/**
 * Core's password rule with the common-password list and the account holder's name and e-mail:
 * the field problem of a new password (registration, reset, change), or undefined when it is good.
 * The contract's schema has already refused lengths, blanks and trivial patterns.
 */
export function newPasswordFieldProblem(
  password: string,
  owner: PasswordOwner,
): FieldProblem | undefined {
  const problem = newPasswordProblem(password, owner);
  return problem ? { key: passwordProblemKeys[problem] } : undefined;
}
