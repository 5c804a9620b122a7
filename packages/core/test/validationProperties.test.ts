import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountDeletionSchema,
  accountUpdateSchema,
  applicationSchema,
  companyRatingSchema,
  contactMessageSchema,
  emailSchema,
  isMessageKey,
  jobAlertSchema,
  linkedInUpdateSchema,
  loginSchema,
  newsletterSubscriptionSchema,
  notificationPreferencesUpdateSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  phoneSchema,
  photoUploadSchema,
  premiumQuoteSchema,
  registrationSchema,
  shortlistOrderSchema,
} from '../src/index';
import { validApplicationInput, validRegistrationInput } from './fixtures';

const formSchemas: Array<[string, z.ZodType]> = [
  ['registration HU', registrationSchema('HU')],
  ['registration RO', registrationSchema('RO')],
  ['account update', accountUpdateSchema('HU')],
  ['password change', passwordChangeSchema],
  ['password reset', passwordResetSchema],
  ['password reset request', passwordResetRequestSchema],
  ['login', loginSchema],
  ['LinkedIn update', linkedInUpdateSchema],
  ['photo upload', photoUploadSchema],
  ['account deletion', accountDeletionSchema('anna@pelda.hu')],
  ['application HU', applicationSchema('HU')],
  ['application RO', applicationSchema('RO')],
  ['premium quote', premiumQuoteSchema('HU')],
  ['shortlist order', shortlistOrderSchema('RO')],
  ['contact message', contactMessageSchema],
  ['newsletter subscription', newsletterSubscriptionSchema],
  ['job alert', jobAlertSchema],
  ['notification preferences', notificationPreferencesUpdateSchema],
  ['company rating', companyRatingSchema],
];

const fieldNames = [
  ...new Set([
    ...Object.keys(validRegistrationInput),
    ...Object.keys(validApplicationInput),
    'currentPassword',
    'token',
    'linkedInUrl',
    'photo',
    'cv',
    'coverLetter',
    'name',
    'companyName',
    'position',
    'remarks',
    'topic',
    'message',
    'newsletters',
    'frequency',
    'acceptServiceTerms',
  ]),
];

/** Any value, or an object with the forms' own field names holding any values. */
const formLikeInput = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.constantFrom(...fieldNames), fc.anything()),
  fc.record({
    ...Object.fromEntries(
      fieldNames.map((name) => [
        name,
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()),
      ]),
    ),
  }),
);

describe('validation never throws and always speaks in message keys', () => {
  for (const [name, schema] of formSchemas) {
    it(name, () => {
      fc.assert(
        fc.property(formLikeInput, (input) => {
          const result = schema.safeParse(input);
          if (!result.success) {
            for (const issue of result.error.issues) {
              expect(isMessageKey(issue.message), `${name}: ${issue.message}`).toBe(true);
            }
          }
        }),
        { numRuns: 150 },
      );
    });
  }

  it('keeps the valid fixtures valid, so the properties above also cover the success path', () => {
    expect(registrationSchema('HU').safeParse(validRegistrationInput).success).toBe(true);
    expect(applicationSchema('RO').safeParse(validApplicationInput).success).toBe(true);
  });

  it('phone and e-mail fields accept any text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        for (const schema of [phoneSchema('HU'), phoneSchema('RO'), emailSchema]) {
          const result = schema.safeParse(text);
          if (result.success) expect(typeof result.data).toBe('string');
          else expect(result.error.issues.every((issue) => isMessageKey(issue.message))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a valid phone is always stored in E.164 form', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^06 ?[237]0 ?\d{3} ?\d{4}$/), (typed) => {
        expect(phoneSchema('HU').parse(typed)).toMatch(/^\+36[237]0\d{7}$/);
      }),
      { numRuns: 100 },
    );
  });
});
