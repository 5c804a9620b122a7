import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  formatMessage,
  newPasswordSchema,
  passwordProblem,
  passwordProblemKeys,
  passwordSchema,
  passwordStrength,
  registrationSchema,
  toFieldErrors,
} from '../src/index';
import { isCommonPassword, newPasswordProblem } from '../src/password/commonPasswords';
import { validRegistrationInput } from './fixtures';

const strongPassphrase = 'Tükörfúrógép a padláson 7';
const anna = { email: 'kovacs.anna@pelda.hu', firstName: 'Anna', lastName: 'Kovács' };

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : Object.values(toFieldErrors(result.error))[0];
}

describe('the password rule (newPasswordProblem: core’s rule with the common-password list)', () => {
  it.each([
    // A sequence: the browser's schema already says so, before the list is asked.
    ['12345678', 'pattern'],
    ['password', 'common'],
    ['iloveyou', 'common'],
    ['aaaaaaaa', 'pattern'],
    ['        ', 'blank'],
    ['x'.repeat(129), 'tooLong'],
    ['Jelszo1', 'tooShort'],
    ['', 'required'],
  ] as const)('refuses %j as %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });

  it('accepts a strong passphrase, also of exactly 8 and 128 characters', () => {
    expect(newPasswordProblem(strongPassphrase, anna)).toBeNull();
    expect(newPasswordProblem('k7#Rq2!v')).toBeNull();
    expect(newPasswordProblem(`${strongPassphrase} `.repeat(5).slice(0, 128))).toBeNull();
  });

  it('matches the list in any case, with spaces, digits or symbols around a listed password', () => {
    for (const variant of [
      'PASSWORD',
      'PassWord',
      ' password ',
      'Password1!',
      '2024password',
      'Qwerty123',
    ]) {
      expect(newPasswordProblem(variant), variant).toBe('common');
    }
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('tükörfúrógép a padláson 7')).toBe(false);
  });

  it('refuses a single repeated character, a short repeated unit and a plain sequence', () => {
    for (const trivial of [
      'ZZZZZZZZZZ',
      'abababab',
      'xyzxyzxyz',
      'qrstuvwxyz',
      '98765432',
      '!!!!!!!!',
    ]) {
      expect(passwordProblem(trivial), trivial).toBe('pattern');
    }
    expect(passwordProblem('ab12ab12ab12ab')).toBeNull();
  });

  it('refuses the owner’s e-mail address and name, dressed in digits and symbols', () => {
    for (const personal of [
      'kovacs.anna@pelda.hu',
      'Kovacs.Anna@pelda.hu!',
      'KovácsAnna1990',
      'anna.kovacs!',
      'Anna2024!!',
    ]) {
      expect(passwordProblem(personal, { owner: anna }), personal).toBe('personal');
    }
    expect(passwordProblem('Anna a hegyen túl lakik', { owner: anna })).toBeNull();
    // Without an owner (the reset and change forms in the browser) the rule cannot know the name.
    expect(passwordProblem('KovácsAnna1990')).toBeNull();
  });

  it('has a catalogue message per problem, with the product’s wording in hu, ro and en', () => {
    expect(formatMessage(passwordProblemKeys.common, 'hu')).toBe(
      'Ez a jelszó túl gyakori, könnyen kitalálható. Válassz egy másikat.',
    );
    expect(formatMessage(passwordProblemKeys.common, 'ro')).toBe(
      'Această parolă este prea comună și ușor de ghicit. Alege alta.',
    );
    expect(formatMessage(passwordProblemKeys.common, 'en')).toBe(
      'This password is too common and easy to guess. Choose another one.',
    );
    expect(formatMessage(passwordProblemKeys.tooShort, 'en')).toBe('Password is too short.');
  });
});

describe('the password schemas (browser-safe: no list)', () => {
  it('refuse blank and trivial passwords in the forms and in the api contract', () => {
    for (const schema of [passwordSchema, newPasswordSchema]) {
      expect(firstMessage(schema, '        ')).toBe('validation.password.blank');
      expect(firstMessage(schema, 'aaaaaaaa')).toBe('validation.password.pattern');
      expect(firstMessage(schema, '1234567')).toBe('validation.password.tooShort');
      expect(firstMessage(schema, strongPassphrase)).toBeUndefined();
    }
    expect(firstMessage(passwordSchema, 'x'.repeat(129))).toBe('validation.password.tooLong');
  });

  it('refuse the name or e-mail typed in the registration form, on the password field', () => {
    const withEmail = {
      ...validRegistrationInput,
      password: 'kovacs.anna',
      passwordConfirmation: 'kovacs.anna',
    };
    const result = registrationSchema('HU').safeParse({ ...withEmail, ...anna });
    expect(result.success).toBe(false);
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      password: 'validation.password.personal',
    });
  });
});

describe('the strength meter’s estimate', () => {
  it('grows with length and variety and recommends 15 characters for strong', () => {
    expect(passwordStrength('')).toBeNull();
    expect(passwordStrength('abc')).toBe('tooShort');
    expect(passwordStrength('aaaaaaaa')).toBe('weak');
    expect(passwordStrength('allasjob')).toBe('weak');
    expect(passwordStrength('Allasjob7')).toBe('fair');
    expect(passwordStrength('allas job hunt')).toBe('fair');
    expect(passwordStrength('tükörfúrógép a padláson')).toBe('strong');
  });
});
