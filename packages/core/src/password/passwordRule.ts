import type { ValidationMessageKey } from '../messages/messageCatalog';

/** OWASP ASVS 5 floor; the spec hides the original minimum. */
export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for passphrases and managers, short enough to keep hashing cheap. */
export const MAX_PASSWORD_LENGTH = 128;
/** What the strength meter recommends (NIST SP 800-63B: length beats composition rules). */
export const RECOMMENDED_PASSWORD_LENGTH = 15;

/** What the account holder is called; a password made of it is the first thing an attacker tries. */
export interface PasswordOwner {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

export const passwordProblems = [
  'required',
  'tooShort',
  'tooLong',
  'blank',
  'pattern',
  'personal',
  'common',
] as const;
export type PasswordProblem = (typeof passwordProblems)[number];

/** The catalogue message of each problem. */
export const passwordProblemKeys = {
  required: 'validation.password.required',
  tooShort: 'validation.password.tooShort',
  tooLong: 'validation.password.tooLong',
  blank: 'validation.password.blank',
  pattern: 'validation.password.pattern',
  personal: 'validation.password.personal',
  common: 'validation.password.common',
} as const satisfies Record<PasswordProblem, ValidationMessageKey>;

export interface PasswordRuleContext {
  /** Who the password is for, where the caller knows it (registration form, the api). */
  owner?: PasswordOwner;
  /**
   * The breached/common-password list, given a lower-cased candidate. Only the api has it
   * (`@allas/core/common-passwords`): the list must never reach a browser bundle.
   */
  isCommon?: (candidate: string) => boolean;
}

/** One character or a short unit repeated: aaaaaaaa, abababab, 123123123. */
function isRepeatedUnit(lower: string): boolean {
  return /^([\s\S]{1,3})\1+$/u.test(lower);
}

/** A run up or down the alphabet or the digits: abcdefgh, 98765432. */
function isSequence(lower: string): boolean {
  const codes = Array.from(lower, (char) => char.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (step !== 1 && step !== -1) return false;
  if (!/^(?:[a-z]+|[0-9]+)$/.test(lower)) return false;
  return codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step);
}

/** Lower case without accents, so Kovács and kovacs compare equal. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Only the letters of a text, folded: "Anna.Kovács1990!" → "annakovacs". */
function lettersOf(text: string): string {
  return folded(text).replace(/\P{L}/gu, '');
}

/** The password is the owner's e-mail, or their name (or e-mail name) with digits and symbols. */
function isPersonal(password: string, owner: PasswordOwner): boolean {
  const email = folded(owner.email?.trim() ?? '');
  if (email.includes('@') && folded(password).includes(email)) return true;
  const first = lettersOf(owner.firstName ?? '');
  const last = lettersOf(owner.lastName ?? '');
  const names = [first, last, first + last, last + first, lettersOf(email.split('@')[0] ?? '')];
  const core = lettersOf(password);
  return names.some((name) => name.length >= 3 && core === name);
}

/**
 * The forms a person commonly dresses a listed password in: any case, spaces around it, digits or
 * symbols before or after it (Password1, 2024password!).
 */
function commonCandidates(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const trimmed = lower.trim();
  const bare = trimmed.replace(/^\P{L}+|\P{L}+$/gu, '');
  return [...new Set([lower, trimmed, bare])].filter((candidate) => candidate !== '');
}

/**
 * The one password rule (OWASP ASVS 5 §6.2, NIST SP 800-63B §3.1.1.2): 8 to 128 characters, not
 * only spaces, not a trivial pattern, not the owner's name or e-mail, not a common password. The
 * first problem found, or null for a good password. Passwords are never trimmed or changed.
 */
export function passwordProblem(
  password: string,
  { owner, isCommon }: PasswordRuleContext = {},
): PasswordProblem | null {
  if (password.length === 0) return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  if (password.trim() === '') return 'blank';
  const lower = password.toLowerCase();
  if (isRepeatedUnit(lower) || isSequence(lower)) return 'pattern';
  if (owner && isPersonal(password, owner)) return 'personal';
  if (isCommon && commonCandidates(password).some(isCommon)) return 'common';
  return null;
}

export const passwordStrengths = ['tooShort', 'weak', 'fair', 'strong'] as const;
export type PasswordStrength = (typeof passwordStrengths)[number];

/**
 * A light estimate for the strength meter, from length and variety only (the common-password list
 * stays on the server, which has the last word). Null while nothing is typed.
 */
export function passwordStrength(password: string): PasswordStrength | null {
  const problem = passwordProblem(password);
  if (problem === 'required') return null;
  if (problem === 'tooShort') return 'tooShort';
  if (problem !== null) return 'weak';
  if (password.length >= RECOMMENDED_PASSWORD_LENGTH) return 'strong';
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((kind) =>
    kind.test(password),
  ).length;
  return password.length >= 12 || kinds >= 3 ? 'fair' : 'weak';
}
