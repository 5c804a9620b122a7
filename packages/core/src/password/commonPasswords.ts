/// <reference path="./fxa-common-password-list.d.ts" />
// The server-only entry `@allas/core/common-passwords`: the common-password list (50,000 entries,
// ~240 kB of JavaScript) must never reach a browser bundle, so it is not exported from core's main
// entry. Mozilla's list: every password of 8 or more characters among the 132,000 most common of
// the SecLists "10 million passwords" corpus, lower-cased.
import commonPasswordList from 'fxa-common-password-list';
import { type PasswordOwner, type PasswordProblem, passwordProblem } from './passwordRule';

/** Whether a lower-cased password is on the list. */
export function isCommonPassword(candidate: string): boolean {
  return commonPasswordList.test(candidate);
}

/** Core's password rule with the common-password list: what every place that sets a password uses. */
export function newPasswordProblem(
  password: string,
  owner?: PasswordOwner,
): PasswordProblem | null {
  return passwordProblem(password, { isCommon: isCommonPassword, ...(owner ? { owner } : {}) });
}
