import { jobLevelSchema } from '@allas/core';
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

// Request field schemas shared by the api's routes. Each issue message is a catalogue key
// (src/i18n/messages.ts). When @allas/core exports form schemas, these give way to core's.

/** An error map: `required` when the field is missing, `invalid` otherwise. */
export const messagesFor =
  (required: MessageKey, invalid: MessageKey = required) =>
  (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === '' ? required : invalid;

export const emailField = z
  .string({ error: messagesFor('validation.email.required', 'validation.email.invalid') })
  .trim()
  .min(1, { error: 'validation.email.required' })
  .max(254, { error: 'validation.email.invalid' })
  .pipe(z.email({ error: 'validation.email.invalid' }))
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;
export const passwordField = z
  .string({ error: messagesFor('validation.password.required', 'validation.password.invalid') })
  .min(1, { error: 'validation.password.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.password.tooShort' })
  .max(128, { error: 'validation.password.invalid' });

/** A person's name part: letters from any script, spaces, hyphens, apostrophes and dots. */
export const namePart = (required: MessageKey) =>
  z
    .string({ error: messagesFor(required, 'validation.invalid') })
    .trim()
    .min(1, { error: required })
    .max(80)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, { error: 'validation.invalid' });

/**
 * A phone number, stored in E.164 form: international numbers as typed, national Hungarian (06…)
 * and Romanian (07…, 02…, 03…) numbers get their country code. @allas/core's phoneSchema
 * (libphonenumber) replaces this once the api reads core's form schemas.
 */
export function toE164(value: string, region: 'hu' | 'ro'): string {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (region === 'hu' && digits.startsWith('06')) return `+36${digits.slice(2)}`;
  if (region === 'ro' && digits.startsWith('0')) return `+40${digits.slice(1)}`;
  return `+${region === 'hu' ? '36' : '40'}${digits}`;
}

/** International phone numbers: +, digits and common separators, 7–15 digits (E.164 length). */
export const phoneField = z
  .string({ error: messagesFor('validation.required', 'validation.phone.invalid') })
  .trim()
  .max(30, { error: 'validation.phone.invalid' })
  .refine((value) => /^\+?[\d\s()./-]+$/.test(value), { error: 'validation.phone.invalid' })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { error: 'validation.phone.invalid' },
  );

export const linkedinUrlField = z
  .string({ error: messagesFor('validation.required', 'validation.linkedIn.invalid') })
  .trim()
  .max(300, { error: 'validation.linkedIn.invalid' })
  .regex(/^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[\w\-%.]+\/?$/i, {
    error: 'validation.linkedIn.invalid',
  });

export const plainText = (max: number, required: MessageKey = 'validation.required') =>
  z
    .string({ error: messagesFor(required, 'validation.invalid') })
    .trim()
    .min(1, { error: required })
    .max(max);

export const localeField = z.enum(['hu', 'ro', 'en']);
export const regionField = z.enum(['hu', 'ro']);
// The job vocabularies are core's (spec §3).
export {
  jobExtras as JOB_EXTRAS,
  jobLevels as JOB_LEVELS,
  jobTypes as JOB_TYPES,
} from '@allas/core';
export const jobLevelField = jobLevelSchema;
export const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
export const categorySlugList = z
  .array(
    z
      .string()
      .max(80)
      .regex(/^[a-z0-9-]+$/, { error: 'validation.categories.min' }),
    {
      error: 'validation.categories.min',
    },
  )
  .min(1, { error: 'validation.categories.min' })
  .max(30);

export const slugField = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const captchaField = z.string({ error: 'auth.captchaFailed' }).max(2000);

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });

export const messageResponse = z.object({ message: z.string() });
