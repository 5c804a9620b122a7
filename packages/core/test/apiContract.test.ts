import { describe, expect, it } from 'vitest';
import {
  apiEmailSchema,
  applicationBodySchema,
  categorySlugsSchema,
  companyListQuerySchema,
  errorBodySchema,
  formBooleanSchema,
  jobAlertSubscribeBodySchema,
  jobSearchQuerySchema,
  leadFormBodySchemas,
  linkedInProfileUrlSchema,
  namePartSchema,
  newPasswordSchema,
  passwordChangeBodySchema,
  registrationBodySchema,
  requiredOrInvalid,
  resetPasswordBodySchema,
  typedPhoneSchema,
} from '../src/index';
import { fieldMessages as messages } from './fieldMessages';

const validRegistration = {
  email: 'Anna.Kovacs@Example.HU',
  password: 'correct horse',
  passwordConfirmation: 'correct horse',
  firstName: 'Anna',
  lastName: 'Kovács',
  residence: 'Szeged',
  categories: ['it'],
  levels: ['junior'],
  acceptUserAgreement: true,
  acceptPrivacyPolicy: true,
  captcha: 'solution',
};

describe('api contract fields', () => {
  it('lower-cases an e-mail address after core’s e-mail rule', () => {
    expect(apiEmailSchema.parse('  Anna@Example.HU ')).toBe('anna@example.hu');
    expect(messages(apiEmailSchema, 'not an address')).toEqual({ _: 'validation.email.invalid' });
    expect(messages(apiEmailSchema, '')).toEqual({ _: 'validation.email.required' });
  });

  it('names a missing value and leaves a wrong type to the api’s parser', () => {
    const { error } = requiredOrInvalid('validation.residence.required');
    expect(error({ input: undefined })).toBe('validation.residence.required');
    expect(error({ input: '' })).toBe('validation.residence.required');
    expect(error({ input: 42 })).toBeUndefined();
  });

  it('checks a new password’s length with the catalogue’s messages', () => {
    expect(messages(newPasswordSchema, undefined)).toEqual({ _: 'validation.password.required' });
    expect(messages(newPasswordSchema, 7)).toEqual({ _: 'validation.password.invalid' });
    expect(messages(newPasswordSchema, 'short')).toEqual({ _: 'validation.password.tooShort' });
    expect(messages(newPasswordSchema, 'x'.repeat(129))).toEqual({
      _: 'validation.password.invalid',
    });
  });

  it('accepts names in any script and refuses digits', () => {
    const name = namePartSchema('validation.firstName.required');
    expect(name.parse(" Ștefan-Őrs O'Neil ")).toBe("Ștefan-Őrs O'Neil");
    expect(messages(name, '')).toEqual({ _: 'validation.firstName.required' });
    expect(name.safeParse('R2D2').success).toBe(false);
  });

  it('takes phone numbers with separators and 7 to 15 digits', () => {
    expect(typedPhoneSchema.parse(' +36 (30) 123-4567 ')).toBe('+36 (30) 123-4567');
    expect(messages(typedPhoneSchema, '123456')).toEqual({ _: 'validation.phone.invalid' });
    expect(messages(typedPhoneSchema, '+36 30 abc')).toEqual({ _: 'validation.phone.invalid' });
    expect(messages(typedPhoneSchema, undefined)).toEqual({ _: 'validation.required' });
  });

  it('takes LinkedIn profile and public-profile URLs only', () => {
    expect(
      linkedInProfileUrlSchema.safeParse('https://hu.linkedin.com/pub/kiss-anna').success,
    ).toBe(true);
    expect(messages(linkedInProfileUrlSchema, 'https://example.com/in/x')).toEqual({
      _: 'validation.linkedIn.invalid',
    });
    expect(messages(linkedInProfileUrlSchema, 5)).toEqual({ _: 'validation.linkedIn.invalid' });
    expect(messages(linkedInProfileUrlSchema, undefined)).toEqual({ _: 'validation.required' });
  });

  it('reads every malformed category as "choose a category"', () => {
    expect(messages(categorySlugsSchema, [])).toEqual({ _: 'validation.categories.min' });
    expect(messages(categorySlugsSchema, ['IT!'])).toEqual({ '0': 'validation.categories.min' });
  });
});

describe('api errors', () => {
  it('documents every code the api answers, the XSRF mismatch (419) too', () => {
    const body = { error: { code: 'csrf_mismatch', message: 'A munkamenet lejárt.' } };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(
      false,
    );
  });
});

describe('account forms of the api', () => {
  it('registers with defaults for newsletters, language and region', () => {
    const body = registrationBodySchema.parse(validRegistration);
    expect(body.email).toBe('anna.kovacs@example.hu');
    expect(body.newsletters).toEqual({
      itJobs: false,
      officeJobs: false,
      lovableWorkplaces: false,
    });
    expect([body.locale, body.region]).toEqual(['hu', 'hu']);
  });

  it('reports different passwords on the confirmation field', () => {
    const pair = { password: 'correct horse', passwordConfirmation: 'correct hors' };
    expect(messages(registrationBodySchema, { ...validRegistration, ...pair })).toEqual({
      passwordConfirmation: 'validation.password.mismatch',
    });
    expect(messages(resetPasswordBodySchema, { token: 'x'.repeat(20), ...pair })).toEqual({
      passwordConfirmation: 'validation.password.mismatch',
    });
    expect(
      messages(passwordChangeBodySchema, { currentPassword: 'old password', ...pair }),
    ).toEqual({ passwordConfirmation: 'validation.password.mismatch' });
  });

  it('refuses unknown fields', () => {
    expect(messages(registrationBodySchema, { ...validRegistration, admin: true })).toHaveProperty(
      '_',
    );
  });
});

describe('list queries of the api', () => {
  it('reads lists comma-separated, repeated or both', () => {
    const query = jobSearchQuerySchema.parse({
      types: ['fullTime,partTime', ' project '],
      levels: 'junior',
      subcategories: 'backend,,frontend',
    });
    expect(query.types).toEqual(['fullTime', 'partTime', 'project']);
    expect(query.levels).toEqual(['junior']);
    expect(query.subcategories).toEqual(['backend', 'frontend']);
  });

  it('fills the defaults and reads switches as 1/0 or true/false', () => {
    const query = jobSearchQuerySchema.parse({ salary: '1', new: 'false', page: '3' });
    expect(query).toMatchObject({
      region: 'hu',
      withSalary: true,
      onlyNew: false,
      page: 3,
      perPage: 20,
      sort: 'relevance',
    });
  });

  it('refuses values outside a vocabulary and pages beyond the last', () => {
    expect(jobSearchQuerySchema.safeParse({ types: 'fullTime,volunteer' }).success).toBe(false);
    expect(jobSearchQuerySchema.safeParse({ page: '1001' }).success).toBe(false);
    expect(jobSearchQuerySchema.safeParse({ utm_source: 'x' }).success).toBe(false);
    expect(companyListQuerySchema.safeParse({ size: '1-9,1-9,1-9,1-9,1-9,1-9' }).success).toBe(
      false,
    );
  });
});

describe('applications and subscriptions', () => {
  const application = {
    lastName: 'Popescu',
    firstName: 'Ioana',
    email: 'ioana@example.ro',
    phone: '0722 123 456',
    method: 'cv',
    consentToShareData: 'on',
  };

  it('reads multipart switches as booleans', () => {
    expect(['true', '1', 'on', true].map((v) => formBooleanSchema.parse(v))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['false', '0', false].map((v) => formBooleanSchema.parse(v))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('needs consent and, for LinkedIn, the profile URL', () => {
    expect(applicationBodySchema.parse(application).language).toBe('hu');
    expect(messages(applicationBodySchema, { ...application, consentToShareData: '0' })).toEqual({
      consentToShareData: 'validation.application.consent.required',
    });
    expect(messages(applicationBodySchema, { ...application, method: 'linkedIn' })).toEqual({
      linkedInUrl: 'validation.linkedIn.invalid',
    });
    expect(
      applicationBodySchema.safeParse({
        ...application,
        method: 'linkedIn',
        linkedInUrl: 'https://www.linkedin.com/in/ioana-popescu/',
      }).success,
    ).toBe(true);
  });

  it('subscribes to alerts everywhere by default', () => {
    const body = jobAlertSubscribeBodySchema.parse({ frequency: 'weekly', categories: ['it'] });
    expect(body).toEqual({
      frequency: 'weekly',
      categories: ['it'],
      locations: [],
      keywords: '',
      region: 'hu',
    });
  });

  it('defaults a contact message’s topic and remarks of an order', () => {
    const sender = { name: 'Kiss Péter', email: 'peter@example.hu' };
    expect(leadFormBodySchemas.contact.parse({ ...sender, message: 'Hello' }).topic).toBe('other');
    const order = leadFormBodySchemas['candidate-shortlist'].parse({
      ...sender,
      phone: '+36 1 234 5678',
      companyName: 'Példa Kft.',
      positionTitle: 'Könyvelő',
    });
    expect(order.remarks).toBe('');
  });
});
