import { z } from 'zod';
import { jobLevelSchema } from '../job/jobLevelSchema';
import type { MessageKey } from '../messages/messageCatalog';
import { emailSchema } from '../validation/emailSchema';
import { errorKey } from '../validation/errorKey';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  refuseTrivialPassword,
} from '../validation/passwordSchema';
import { SLUG_PATTERN } from '../validation/slug';
import { apiErrorBodySchema } from './apiErrorBody';

/*
 * Request fields shared by the api contract (the *Contract.ts files beside this one). Each issue
 * message is a catalogue key. Where a field has no key of its own, the message is left to the
 * api's parser, which names the issue's kind ("required", "invalid value", "text too long").
 */

/**
 * `required` for a missing value, `invalid` for a value of the wrong kind; without `invalid` that
 * is left to the api's parser ("invalid value").
 */
export const requiredOrInvalid = (required: MessageKey, invalid?: MessageKey) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === '' ? required : invalid,
});

/** Core's e-mail rule; accounts and subscriptions compare addresses in lower case. */
export const apiEmailSchema = emailSchema.transform((value) => value.toLowerCase());

/**
 * A new password: core's length rules (an overlong one reads "invalid password", as it always has)
 * and its refusal of blank and trivial passwords. The api adds the common-password list and the
 * owner's name and e-mail (`@allas/core/common-passwords`), which this schema cannot carry: the
 * contract is also bundled into the sites.
 */
export const newPasswordSchema = z
  .string(requiredOrInvalid('validation.password.required', 'validation.password.invalid'))
  .min(1, errorKey('validation.password.required'))
  .min(MIN_PASSWORD_LENGTH, errorKey('validation.password.tooShort'))
  .max(MAX_PASSWORD_LENGTH, errorKey('validation.password.invalid'))
  .superRefine(refuseTrivialPassword);

/** A password to check against the stored hash (login, current password): only its presence. */
export const givenPasswordSchema = z
  .string(errorKey('validation.password.required'))
  .min(1)
  .max(MAX_PASSWORD_LENGTH);

/** The repeated password of a form; `withSamePassword` compares it. */
export const passwordRepeatSchema = z
  .string(errorKey('validation.password.mismatch'))
  .max(MAX_PASSWORD_LENGTH);

/** "Passwords do not match" on the confirmation field of a form with a new password. */
export function withSamePassword<
  Schema extends z.ZodType<{ password: string; passwordConfirmation: string }>,
>(schema: Schema) {
  return schema.refine((value) => value.password === value.passwordConfirmation, {
    error: 'validation.password.mismatch',
    path: ['passwordConfirmation'],
  });
}

/** A person's name part: letters from any script, spaces, hyphens, apostrophes and dots. */
export const namePartSchema = (required: MessageKey) =>
  z
    .string(requiredOrInvalid(required))
    .trim()
    .min(1, errorKey(required))
    .max(80)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u);

/**
 * A phone number as typed: +, digits and common separators, 7–15 digits (E.164 length). The api
 * stores it in E.164 form with the account's region.
 */
export const typedPhoneSchema = z
  .string(requiredOrInvalid('validation.required', 'validation.phone.invalid'))
  .trim()
  .max(30, errorKey('validation.phone.invalid'))
  .refine((value) => /^\+?[\d\s()./-]+$/.test(value), errorKey('validation.phone.invalid'))
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, errorKey('validation.phone.invalid'));

/** A LinkedIn profile or public-profile URL on linkedin.com or a country host. */
export const linkedInProfileUrlSchema = z
  .string(requiredOrInvalid('validation.required', 'validation.linkedIn.invalid'))
  .trim()
  .max(300, errorKey('validation.linkedIn.invalid'))
  .regex(
    /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[\w\-%.]+\/?$/i,
    errorKey('validation.linkedIn.invalid'),
  );

/** A required free text of at most `max` characters. */
export const plainTextSchema = (max: number, required: MessageKey = 'validation.required') =>
  z.string(requiredOrInvalid(required)).trim().min(1, errorKey(required)).max(max);

/** A numeric id in a path: a positive PostgreSQL integer. */
export const idParamSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** A slug in a path (job, company, landing list). */
export const slugParamSchema = z.string().max(200).regex(SLUG_PATTERN);

/** A category, subcategory or location slug in a query or a list. */
export const listSlugSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9-]+$/);

/** Spec §5: at least one category; a malformed slug reads the same "choose a category". */
export const categorySlugsSchema = z
  .array(
    z
      .string()
      .max(80)
      .regex(/^[a-z0-9-]+$/, errorKey('validation.categories.min')),
    errorKey('validation.categories.min'),
  )
  .min(1, errorKey('validation.categories.min'))
  .max(30);

/** Location slugs of a job alert (any number, none means everywhere). */
export const locationSlugsSchema = z.array(listSlugSchema).max(30);

/** Spec §5: at least one level where a form asks for levels. */
export const levelsSchema = z
  .array(jobLevelSchema, errorKey('validation.levels.min'))
  .min(1, errorKey('validation.levels.min'))
  .max(5);

/** Where the user lives: free text. */
export const residenceSchema = z
  .string(requiredOrInvalid('validation.residence.required'))
  .trim()
  .min(1, errorKey('validation.residence.required'))
  .max(120);

/** The ALTCHA solution of a guest's form (the api verifies it). */
export const captchaSchema = z.string(errorKey('auth.captchaFailed')).max(2000);

/** A mailed single-use token (confirmations, one-click unsubscribe). */
export const mailedTokenBodySchema = z.strictObject({ token: z.string().min(20).max(200) });

/** Every api error, as /openapi.json documents it: core's error body. */
export const errorBodySchema = apiErrorBodySchema.meta({ id: 'ErrorBody' });

/** A download or picture answers its bytes; the contract has no JSON for it. */
export const fileBodySchema = z.unknown();
/** A 204 answer has no body. */
export const noContentSchema = z.undefined();
export const messageResponseSchema = z.object({ message: z.string() });
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });
export const unsubscribedResponseSchema = z.object({ unsubscribed: z.literal(true) });
export const coordinatesResponseSchema = z.object({ lat: z.number(), lng: z.number() });

/** One facet value with its label in the request's language and the count of matches. */
/** A filter value with the number of jobs (or companies) it would show. */
export const facetCountSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type FacetCount = z.infer<typeof facetCountSchema>;
