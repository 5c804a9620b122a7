import { z } from 'zod';
import { applicationMethodSchema, applicationMethods } from '../application/applicationMethods';
import { applicationStatuses } from '../application/applicationStatus';
import { localeSchema } from '../locale/localeSchema';
import { errorKey } from '../validation/errorKey';
import {
  apiEmailSchema,
  captchaSchema,
  idParamSchema,
  linkedInProfileUrlSchema,
  namePartSchema,
  typedPhoneSchema,
} from './contractFields';
import { jobCardSchema } from './jobContract';

/** Multipart sends every field as text: a switch arrives as "true"/"1"/"on" (or a JSON boolean). */
export const formBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const applicationParamsSchema = z.strictObject({ jobId: idParamSchema });

/**
 * The text fields of an application (JSON, or multipart beside the `cv` and `coverLetter` files).
 * Applying with LinkedIn needs the profile URL.
 */
export const applicationBodySchema = z
  .strictObject({
    lastName: namePartSchema('validation.lastName.required'),
    firstName: namePartSchema('validation.firstName.required'),
    email: apiEmailSchema,
    phone: typedPhoneSchema,
    method: z.enum(applicationMethods, errorKey('validation.required')),
    linkedInUrl: linkedInProfileUrlSchema.optional(),
    /** Method cv without a file: use the CV saved on the profile. */
    useSavedCv: formBooleanSchema.optional(),
    language: localeSchema.default('hu'),
    consentToShareData: formBooleanSchema.refine(
      (v) => v,
      errorKey('validation.application.consent.required'),
    ),
    captcha: captchaSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.method === 'linkedIn' && !value.linkedInUrl) {
      context.addIssue({
        code: 'custom',
        path: ['linkedInUrl'],
        message: 'validation.linkedIn.invalid',
      });
    }
  });
export type ApplicationBody = z.output<typeof applicationBodySchema>;

export const applicationSentSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  method: applicationMethodSchema,
  status: z.literal('received'),
  message: z.string(),
});

/** `GET /my-applications`: the past 90 days (core's MY_APPLICATIONS_WINDOW_DAYS). */
export const myApplicationsSchema = z.array(
  z.object({
    id: z.string(),
    appliedAt: z.string(),
    status: z.enum(applicationStatuses),
    /** When the employer last moved it on, and the message they sent with it (null when none). */
    statusChangedAt: z.string().nullable(),
    statusMessage: z.string().nullable(),
    /** The day the employer promised to answer by (the ad's reply-within days after applying). */
    replyBy: z.string(),
    method: applicationMethodSchema,
    job: jobCardSchema,
  }),
);
/** One application of `GET /my-applications`. */
export type MyApplication = z.infer<typeof myApplicationsSchema>[number];
