import { describe, expect, it } from 'vitest';
import {
  errorMessages,
  fillPlaceholders,
  formatMessage,
  formatMessageOrGeneric,
  isMessageKey,
  locales,
  messageCatalog,
  messageKeySchema,
  messageKeys,
  placeholdersOf,
  validationMessages,
} from '../src/index';

describe('message catalogue', () => {
  it('has a non-empty hu, ro and en text for every key', () => {
    expect(messageKeys.length).toBeGreaterThan(50);
    for (const key of messageKeys) {
      for (const locale of locales) {
        expect(messageCatalog[key][locale].trim(), `${key} ${locale}`).not.toBe('');
      }
    }
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla forms', () => {
    for (const key of messageKeys) {
      for (const locale of locales) {
        expect(messageCatalog[key][locale], `${key} ${locale}`).not.toMatch(/[şŞţŢ]/);
      }
    }
    const romanian = messageKeys.map((key) => messageCatalog[key].ro).join(' ');
    expect(romanian).toMatch(/ș/);
    expect(romanian).toMatch(/ț/);
  });

  it('writes Hungarian with ő and ű, never the look-alike õ, ô, û', () => {
    for (const key of messageKeys) {
      expect(messageCatalog[key].hu, key).not.toMatch(/[õôûÕÔÛ]/);
    }
  });

  it('asks for the same placeholders in every language', () => {
    for (const key of messageKeys) {
      const expected = placeholdersOf(messageCatalog[key].en);
      expect(placeholdersOf(messageCatalog[key].hu), key).toEqual(expected);
      expect(placeholdersOf(messageCatalog[key].ro), key).toEqual(expected);
    }
  });

  it('keeps the English texts of spec §5 word for word, with "Residence" corrected', () => {
    const english = Object.values(validationMessages).map((text) => text.en);
    for (const text of [
      'Required field!',
      'The name field is required.',
      'The Lastname field is required.',
      'The Firstname field is required.',
      'The Email field is required.',
      'The Password field is required.',
      'At least one category is required!',
      'At least one level is required!',
      'The Residence field is required.',
      'Must be a valid phone number',
      'Invalid email address.',
      'Invalid password.',
      'Password is too short.',
      'The passwords do not match.',
      'The size of the photo must not exceed 2 MB.',
      'The file may not be greater than 3 MB.',
      'Must be a valid LinkedIn url!',
    ]) {
      expect(english).toContain(text);
    }
    expect(english.join(' ')).not.toContain('Residece');
    expect(validationMessages['validation.email.invalid'].hu).toBe('Helyes e-mail címet adj meg!');
  });

  it('keeps the spec §8 error texts', () => {
    expect(errorMessages['error.generic'].en).toBe('Something went wrong.');
    expect(errorMessages['error.genericTryLater'].en).toBe(
      'Something went wrong. Try again a little later.',
    );
    expect(errorMessages['error.unauthorized'].en).toBe('Unauthorized access!');
    expect(errorMessages['auth.badCredentials']).toMatchObject({
      hu: 'Sikertelen azonosítás! Hibás email-jelszó páros!',
      en: 'Authentication failed! Possibly wrong password!',
    });
    expect(errorMessages['auth.socialAccount'].en).toBe(
      'You have registered this email address with a social account!',
    );
    expect(errorMessages['auth.userNotFound'].en).toBe(
      "We can't find a user with that email address.",
    );
    expect(errorMessages['job.expired'].en).toBe('Ad already expired');
    expect(errorMessages['application.alreadyApplied'].en).toBe('Already applied to this job');
    expect(errorMessages['auth.notAuthenticated'].en).toBe('Not authenticated user');
    expect(errorMessages['error.pageNotFound'].en).toBe('Page not found: {path}');
    expect(errorMessages['share.unknownNetwork'].en).toBe('Network {name} does not exist');
  });
});

describe('formatMessage', () => {
  it('fills ICU-style placeholders in the requested language', () => {
    expect(formatMessage('error.pageNotFound', 'en', { path: '/en/nincs' })).toBe(
      'Page not found: /en/nincs',
    );
    expect(formatMessage('error.pageNotFound', 'hu', { path: '/nincs' })).toBe(
      'Az oldal nem található: /nincs',
    );
    expect(formatMessage('share.unknownNetwork', 'ro', { name: 'myspace' })).toBe(
      'Rețeaua myspace nu există',
    );
    expect(formatMessage('http.status', 'en', { status: 503 })).toBe(
      'Request failed with status code 503',
    );
  });

  it('leaves a placeholder without a value visible instead of printing undefined', () => {
    expect(formatMessage('error.pageNotFound', 'en')).toBe('Page not found: {path}');
    expect(fillPlaceholders('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('does not read values from the prototype chain', () => {
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });

  it('falls back to the generic error for keys it does not know', () => {
    expect(formatMessageOrGeneric('auth.userNotFound', 'hu')).toBe(
      'Ezzel az e-mail-címmel nem találunk felhasználót.',
    );
    expect(formatMessageOrGeneric('some.future.key', 'en')).toBe('Something went wrong.');
    expect(formatMessageOrGeneric('toString', 'en')).toBe('Something went wrong.');
  });

  it('recognises catalogue keys', () => {
    expect(isMessageKey('validation.email.invalid')).toBe(true);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
    expect(messageKeySchema.safeParse('job.expired').success).toBe(true);
    expect(messageKeySchema.safeParse('job.nope').success).toBe(false);
  });
});
