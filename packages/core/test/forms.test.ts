import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountDeletionSchema,
  accountUpdateSchema,
  applicationSchema,
  contactMessageSchema,
  jobAlertSchema,
  linkedInUpdateSchema,
  loginSchema,
  newsletterSubscriptionSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  photoUploadSchema,
  premiumQuoteSchema,
  registrationSchema,
  SHORTLIST_CANDIDATE_COUNT,
  shortlistOrderSchema,
  toFieldErrors,
} from '../src/index';
import { validApplicationInput, validRegistrationInput } from './fixtures';

function fieldErrors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('registration', () => {
  it('accepts a complete form and normalises the phone number', () => {
    const registration = registrationSchema('HU').parse(validRegistrationInput);
    expect(registration.phone).toBe('+36301234567');
    expect(registration.newsletters).toEqual({
      itJobs: false,
      officeJobs: false,
      lovableWorkplaces: false,
    });
  });

  it('reports every missing field with its own message', () => {
    expect(fieldErrors(registrationSchema('HU'), {})).toEqual({
      lastName: 'validation.lastName.required',
      firstName: 'validation.firstName.required',
      email: 'validation.email.required',
      residence: 'validation.residence.required',
      phone: 'validation.phone.required',
      levels: 'validation.levels.min',
      categories: 'validation.categories.min',
      password: 'validation.password.required',
      passwordConfirmation: 'validation.password.mismatch',
      acceptUserAgreement: 'validation.userAgreement.required',
      acceptPrivacyPolicy: 'validation.privacyPolicy.required',
    });
  });

  it('needs at least one category and level, the agreements ticked and matching passwords', () => {
    expect(
      fieldErrors(registrationSchema('HU'), {
        ...validRegistrationInput,
        levels: [],
        categories: [],
        acceptUserAgreement: false,
        acceptPrivacyPolicy: false,
        passwordConfirmation: 'Tükörfúrógép2',
      }),
    ).toEqual({
      levels: 'validation.levels.min',
      categories: 'validation.categories.min',
      acceptUserAgreement: 'validation.userAgreement.required',
      acceptPrivacyPolicy: 'validation.privacyPolicy.required',
      passwordConfirmation: 'validation.password.mismatch',
    });
  });

  it('rejects unknown levels and malformed categories as invalid options', () => {
    expect(
      fieldErrors(registrationSchema('HU'), {
        ...validRegistrationInput,
        levels: ['guru'],
        categories: ['IT fejlesztés'],
      }),
    ).toEqual({
      'levels.0': 'validation.option.invalid',
      'categories.0': 'validation.option.invalid',
    });
  });

  it('reads the phone in the region of the site', () => {
    const romanian = { ...validRegistrationInput, phone: '0722 123 456' };
    expect(registrationSchema('RO').parse(romanian).phone).toBe('+40722123456');
    expect(fieldErrors(registrationSchema('HU'), romanian)).toEqual({
      phone: 'validation.phone.invalid',
    });
  });
});

describe('account forms', () => {
  it('updates the personal fields without passwords or agreements', () => {
    const {
      password: _p,
      passwordConfirmation: _c,
      acceptUserAgreement: _a,
      acceptPrivacyPolicy: _b,
      ...account
    } = validRegistrationInput;
    expect(accountUpdateSchema('HU').parse(account).lastName).toBe('Szőke');
    expect(fieldErrors(accountUpdateSchema('HU'), { ...account, residence: ' ' })).toEqual({
      residence: 'validation.residence.required',
    });
  });

  it('changes the password with the current one and a matching confirmation', () => {
    expect(
      fieldErrors(passwordChangeSchema, {
        currentPassword: '',
        password: 'újjelsz',
        passwordConfirmation: 'újjelsz!',
      }),
    ).toEqual({
      currentPassword: 'validation.currentPassword.required',
      password: 'validation.password.tooShort',
      passwordConfirmation: 'validation.password.mismatch',
    });
    expect(
      passwordChangeSchema.safeParse({
        currentPassword: 'régi',
        password: 'újjelszó1',
        passwordConfirmation: 'újjelszó1',
      }).success,
    ).toBe(true);
  });

  it('resets a password with the e-mailed token', () => {
    const reset = {
      token: 'a'.repeat(64),
      email: 'anna@pelda.hu',
      password: 'újjelszó1',
      passwordConfirmation: 'újjelszó1',
    };
    expect(passwordResetSchema.parse(reset).email).toBe('anna@pelda.hu');
    expect(fieldErrors(passwordResetSchema, { ...reset, token: 'rövid' })).toEqual({
      token: 'validation.token.invalid',
    });
    expect(fieldErrors(passwordResetRequestSchema, { email: 'x' })).toEqual({
      email: 'validation.email.invalid',
    });
  });

  it('logs in with any non-empty password, so older short passwords still work', () => {
    expect(loginSchema.safeParse({ email: 'anna@pelda.hu', password: 'régi' }).success).toBe(true);
    expect(fieldErrors(loginSchema, { email: 'anna@pelda.hu', password: '' })).toEqual({
      password: 'validation.password.required',
    });
  });

  it('checks the LinkedIn link, the photo and the deletion confirmation', () => {
    expect(fieldErrors(linkedInUpdateSchema, { linkedInUrl: 'https://example.com/in/x' })).toEqual({
      linkedInUrl: 'validation.linkedIn.invalid',
    });
    expect(
      fieldErrors(photoUploadSchema, {
        photo: { name: 'en.png', type: 'image/png', size: 3_000_000 },
      }),
    ).toEqual({ photo: 'validation.photo.tooLarge' });
    const deletion = accountDeletionSchema('Anna@Pelda.hu');
    expect(deletion.safeParse({ email: 'anna@pelda.hu' }).success).toBe(true);
    expect(fieldErrors(deletion, { email: 'mas@pelda.hu' })).toEqual({
      email: 'validation.accountDeletion.emailMismatch',
    });
  });
});

describe('application', () => {
  it('accepts contact details only', () => {
    const application = applicationSchema('RO').parse(validApplicationInput);
    expect(application.phone).toBe('+40722123456');
    expect(application.method).toBe('contactOnly');
  });

  it('needs a method, and a CV for the CV method', () => {
    const { method: _method, ...withoutMethod } = validApplicationInput;
    expect(fieldErrors(applicationSchema('RO'), withoutMethod)).toEqual({
      method: 'validation.application.method.required',
    });
    expect(
      fieldErrors(applicationSchema('RO'), { ...validApplicationInput, method: 'cv' }),
    ).toEqual({
      cv: 'validation.cv.required',
    });
    expect(
      fieldErrors(applicationSchema('RO'), { ...validApplicationInput, method: 'fax' }),
    ).toEqual({
      method: 'validation.option.invalid',
    });
  });

  it('takes an uploaded PDF or a saved CV for the CV method', () => {
    const uploaded = { name: 'cv.pdf', type: 'application/pdf', size: 200_000 };
    expect(
      applicationSchema('RO').safeParse({ ...validApplicationInput, method: 'cv', cv: uploaded })
        .success,
    ).toBe(true);
    expect(
      applicationSchema('RO').safeParse({
        ...validApplicationInput,
        method: 'cv',
        cv: { savedCvId: 'cv-7' },
      }).success,
    ).toBe(true);
    expect(
      fieldErrors(applicationSchema('RO'), {
        ...validApplicationInput,
        method: 'cv',
        cv: { name: 'cv.doc', type: 'application/msword', size: 1 },
      }),
    ).toEqual({ cv: 'validation.cv.type' });
  });

  it('needs the LinkedIn URL for the LinkedIn method and the consent to share data', () => {
    expect(
      fieldErrors(applicationSchema('RO'), {
        ...validApplicationInput,
        method: 'linkedIn',
        consentToShareData: false,
      }),
    ).toEqual({
      consentToShareData: 'validation.application.consent.required',
      linkedInUrl: 'validation.linkedIn.required',
    });
  });

  it('needs the language of the application to be one of the product languages', () => {
    expect(
      fieldErrors(applicationSchema('RO'), { ...validApplicationInput, language: 'de' }),
    ).toEqual({
      language: 'validation.option.invalid',
    });
  });
});

describe('employer and subscription forms', () => {
  const employer = {
    name: 'Kiss Péter',
    email: 'peter.kiss@ceg.hu',
    phone: '+36 1 234 5678',
    companyName: 'Példa Zrt.',
    position: 'Szoftverfejlesztő',
  };

  it('takes a premium recruitment quote with optional remarks', () => {
    expect(premiumQuoteSchema('HU').parse(employer).remarks).toBeUndefined();
    expect(
      fieldErrors(premiumQuoteSchema('HU'), {
        ...employer,
        companyName: '',
        position: '',
        remarks: 'x'.repeat(5001),
      }),
    ).toEqual({
      companyName: 'validation.companyName.required',
      position: 'validation.position.required',
      remarks: 'validation.text.tooLong',
    });
  });

  it('takes a Candidate Shortlist order only with the service terms accepted', () => {
    expect(SHORTLIST_CANDIDATE_COUNT).toBe(5);
    expect(fieldErrors(shortlistOrderSchema('HU'), employer)).toEqual({
      acceptServiceTerms: 'validation.serviceTerms.required',
    });
    expect(
      shortlistOrderSchema('HU').safeParse({ ...employer, acceptServiceTerms: true }).success,
    ).toBe(true);
  });

  it('takes a contact message for one of the contact groups', () => {
    expect(
      fieldErrors(contactMessageSchema, {
        name: 'Ana',
        email: 'ana@exemplu.ro',
        topic: 'sales',
        message: '',
      }),
    ).toEqual({
      topic: 'validation.option.invalid',
      message: 'validation.message.required',
    });
    expect(
      contactMessageSchema.safeParse({
        name: 'Ana',
        email: 'ana@exemplu.ro',
        topic: 'businessSupport',
        message: 'Bună ziua!',
      }).success,
    ).toBe(true);
  });

  it('subscribes to at least one newsletter', () => {
    expect(
      fieldErrors(newsletterSubscriptionSchema, { email: 'ana@exemplu.ro', newsletters: [] }),
    ).toEqual({
      newsletters: 'validation.newsletters.min',
      language: 'validation.required',
    });
    expect(
      newsletterSubscriptionSchema.parse({
        email: 'ana@exemplu.ro',
        newsletters: ['itJobs'],
        language: 'ro',
      }).language,
    ).toBe('ro');
  });

  it('sets up a daily or weekly job alert for chosen categories', () => {
    expect(fieldErrors(jobAlertSchema, { email: 'ana@exemplu.ro', categories: [] })).toEqual({
      categories: 'validation.categories.min',
      frequency: 'validation.frequency.required',
      language: 'validation.required',
    });
    expect(
      jobAlertSchema.parse({
        email: 'ana@exemplu.ro',
        categories: ['it-allasok'],
        frequency: 'weekly',
        language: 'hu',
      }).frequency,
    ).toBe('weekly');
  });
});
