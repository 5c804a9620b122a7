import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cvFileSchema,
  emailSchema,
  isLinkedInProfileUrl,
  linkedInUrlSchema,
  MAX_CV_BYTES,
  MAX_PHOTO_BYTES,
  passwordSchema,
  phoneSchema,
  photoFileSchema,
  regionCallingCodes,
  toE164PhoneNumber,
  toFieldErrors,
  withMatchingPasswords,
} from '../src/index';

/** The message each field would show (the first issue per field). */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : Object.values(toFieldErrors(result.error));
}

describe('email', () => {
  it('accepts an address and trims the spaces pasted around it', () => {
    expect(emailSchema.parse('  kovacs.anna@pelda.hu ')).toBe('kovacs.anna@pelda.hu');
  });

  it('says "required" for a missing or blank address and "invalid" for a bad one', () => {
    expect(messagesOf(emailSchema, undefined)).toEqual(['validation.email.required']);
    expect(messagesOf(emailSchema, '   ')).toEqual(['validation.email.required']);
    expect(messagesOf(emailSchema, 'kovacs.anna@')).toEqual(['validation.email.invalid']);
    expect(messagesOf(emailSchema, 42)).toEqual(['validation.email.invalid']);
    expect(messagesOf(emailSchema, `${'a'.repeat(250)}@x.hu`)).toEqual([
      'validation.email.invalid',
    ]);
  });
});

describe('phone', () => {
  it('reads national numbers in the region and stores E.164', () => {
    expect(phoneSchema('HU').parse('06 20 123 4567')).toBe('+36201234567');
    expect(phoneSchema('HU').parse('+36 1 234 5678')).toBe('+3612345678');
    expect(phoneSchema('RO').parse('0712 345 678')).toBe('+40712345678');
    expect(phoneSchema('RO').parse('+36 20 123 4567')).toBe('+36201234567');
    expect(regionCallingCodes).toEqual({ HU: '+36', RO: '+40' });
  });

  it('rejects numbers that cannot exist', () => {
    expect(messagesOf(phoneSchema('HU'), '+36 99 123 4567')).toEqual(['validation.phone.invalid']);
    expect(messagesOf(phoneSchema('RO'), '+40 912 345 678')).toEqual(['validation.phone.invalid']);
    expect(messagesOf(phoneSchema('HU'), 'hívj fel')).toEqual(['validation.phone.invalid']);
    expect(messagesOf(phoneSchema('HU'), '1'.repeat(41))).toEqual(['validation.phone.invalid']);
    expect(toE164PhoneNumber('12', 'HU')).toBeUndefined();
  });

  it('says "required" when the phone is missing', () => {
    expect(messagesOf(phoneSchema('HU'), '')).toEqual(['validation.phone.required']);
    expect(messagesOf(phoneSchema('RO'), undefined)).toEqual(['validation.phone.required']);
  });
});

describe('password', () => {
  it('needs 8 to 128 characters and keeps spaces', () => {
    expect(passwordSchema.parse(' jelszó12 ')).toBe(' jelszó12 ');
    expect(messagesOf(passwordSchema, '')).toEqual(['validation.password.required']);
    expect(messagesOf(passwordSchema, 'rövid12')).toEqual(['validation.password.tooShort']);
    expect(
      messagesOf(passwordSchema, 'Tükörfúrógép a padláson 7 '.repeat(5).slice(0, 128)),
    ).toEqual([]);
    expect(messagesOf(passwordSchema, 'x'.repeat(129))).toEqual(['validation.password.tooLong']);
    expect(messagesOf(passwordSchema, 12345678)).toEqual(['validation.password.invalid']);
  });

  it('reports a confirmation that differs on the confirmation field, even beside other errors', () => {
    const schema = withMatchingPasswords(
      z.object({ email: emailSchema, password: passwordSchema, passwordConfirmation: z.string() }),
    );
    const result = schema.safeParse({
      email: 'rossz',
      password: 'Titkos123',
      passwordConfirmation: 'Titkos124',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual({
        email: 'validation.email.invalid',
        passwordConfirmation: 'validation.password.mismatch',
      });
    }
  });
});

describe('files', () => {
  it('takes JPEG, PNG and WebP photos up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG']) {
      expect(messagesOf(photoFileSchema, { name: 'en.jpg', type, size: MAX_PHOTO_BYTES })).toEqual(
        [],
      );
    }
    expect(MAX_PHOTO_BYTES).toBe(2 * 1024 * 1024);
    expect(
      messagesOf(photoFileSchema, {
        name: 'en.jpg',
        type: 'image/jpeg',
        size: MAX_PHOTO_BYTES + 1,
      }),
    ).toEqual(['validation.photo.tooLarge']);
    expect(messagesOf(photoFileSchema, { name: 'en.gif', type: 'image/gif', size: 10 })).toEqual([
      'validation.photo.type',
    ]);
  });

  it('takes PDF CVs up to 3 MB', () => {
    expect(MAX_CV_BYTES).toBe(3 * 1024 * 1024);
    expect(
      messagesOf(cvFileSchema, {
        name: 'önéletrajz.pdf',
        type: 'application/pdf',
        size: MAX_CV_BYTES,
      }),
    ).toEqual([]);
    expect(
      messagesOf(cvFileSchema, { name: 'cv.pdf', type: 'application/pdf', size: MAX_CV_BYTES + 1 }),
    ).toEqual(['validation.cv.tooLarge']);
    expect(
      messagesOf(cvFileSchema, { name: 'cv.docx', type: 'application/msword', size: 10 }),
    ).toEqual(['validation.cv.type']);
    expect(messagesOf(cvFileSchema, 'cv.pdf')).toEqual(['validation.file.invalid']);
    expect(messagesOf(cvFileSchema, { name: '', type: 'application/pdf', size: -1 })).toEqual([
      'validation.file.invalid',
      'validation.file.invalid',
    ]);
  });
});

describe('LinkedIn URL', () => {
  it('accepts https profile links on linkedin.com, www. and country hosts', () => {
    for (const url of [
      'https://www.linkedin.com/in/kovacs-anna',
      'https://linkedin.com/in/kovacs-anna/',
      'https://hu.linkedin.com/in/kovács-anna-123',
      'https://ro.linkedin.com/in/ion-popescu?originalSubdomain=ro',
      'https://www.linkedin.com/in/ana%C8%99-popescu',
    ]) {
      expect(isLinkedInProfileUrl(url), url).toBe(true);
    }
  });

  it('rejects other sites, plain http, company pages and look-alike hosts', () => {
    for (const url of [
      'http://www.linkedin.com/in/kovacs-anna',
      'https://www.linkedin.com/company/allas',
      'https://www.linkedin.com/in/',
      'https://evillinkedin.com/in/kovacs',
      'https://linkedin.com.evil.io/in/kovacs',
      'https://www.facebook.com/in/kovacs',
    ]) {
      expect(isLinkedInProfileUrl(url), url).toBe(false);
    }
    expect(messagesOf(linkedInUrlSchema, 'linkedin.com/in/x')).toEqual([
      'validation.linkedIn.invalid',
    ]);
    expect(messagesOf(linkedInUrlSchema, '')).toEqual(['validation.linkedIn.required']);
  });
});

describe('toFieldErrors', () => {
  it('keeps the first message per field and names form-level problems _form', () => {
    const schema = z.object({ email: emailSchema }, { error: 'validation.form.invalid' });
    const notAnObject = schema.safeParse('x');
    expect(notAnObject.success).toBe(false);
    if (!notAnObject.success)
      expect(toFieldErrors(notAnObject.error)).toEqual({ _form: 'validation.form.invalid' });
  });

  it('turns messages that are not catalogue keys into the generic form error', () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toFieldErrors(result.error)).toEqual({ n: 'validation.form.invalid' });
  });
});
