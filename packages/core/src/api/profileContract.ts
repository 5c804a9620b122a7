import { z } from 'zod';
import { localeSchema } from '../locale/localeSchema';
import { regionKeySchema } from '../region/regionCodeSchemas';
import { socialProviderSchema, userTypeSchema } from '../user/userTypes';
import {
  apiEmailSchema,
  categorySlugsSchema,
  givenPasswordSchema,
  levelsSchema,
  linkedInProfileUrlSchema,
  namePartSchema,
  newPasswordSchema,
  passwordRepeatSchema,
  residenceSchema,
  typedPhoneSchema,
  withSamePassword,
} from './contractFields';

const storedFileInfo = z.object({
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});

/** The signed-in user as `GET /profile` answers it (spec §3 User, with the spec's own key names). */
export const profileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    userType: userTypeSchema,
    socialProvider: socialProviderSchema.nullable(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    residence: z.string(),
    levels: z.array(z.string()),
    categories: z.array(z.string()),
    linkedInUrl: z.string().nullable(),
    locale: localeSchema,
    region: regionKeySchema,
    newsletters: z.object({
      itJobs: z.boolean(),
      officeJobs: z.boolean(),
      lovableWorkplaces: z.boolean(),
    }),
    notifications: z.object({
      jobAlerts: z.boolean(),
      applicationNews: z.boolean(),
      followedCompanies: z.boolean(),
    }),
    acceptedTermsVersion: z.string().nullable(),
    acceptedPrivacyPolicyVersion: z.string().nullable(),
    lovedCompanies: z.array(z.object({ id: z.string() })),
    is_accepted_szmd_prize: z.record(z.string(), z.boolean()),
    has_szmd_votes: z.boolean(),
    cv: storedFileInfo.nullable(),
    photo: storedFileInfo.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;
/** A stored CV or photo as the profile describes it. */
export type StoredFileInfo = z.infer<typeof storedFileInfo>;

/** `PATCH /profile`: every account field is optional; a given one is checked as on registration. */
export const profileUpdateBodySchema = z.strictObject({
  firstName: namePartSchema('validation.firstName.required').optional(),
  lastName: namePartSchema('validation.lastName.required').optional(),
  phone: typedPhoneSchema.optional(),
  residence: residenceSchema.optional(),
  levels: levelsSchema.optional(),
  categories: categorySlugsSchema.optional(),
  newsletters: z
    .strictObject({
      itJobs: z.boolean().optional(),
      officeJobs: z.boolean().optional(),
      lovableWorkplaces: z.boolean().optional(),
    })
    .optional(),
  locale: localeSchema.optional(),
  region: regionKeySchema.optional(),
});

export const passwordChangeBodySchema = withSamePassword(
  z.strictObject({
    currentPassword: givenPasswordSchema,
    password: newPasswordSchema,
    passwordConfirmation: passwordRepeatSchema,
  }),
);
export const passwordChangeResponseSchema = z.object({
  changed: z.literal(true),
  minLength: z.number(),
});

/** `PUT /profile/linkedin`: null clears the URL. */
export const linkedInBodySchema = z.strictObject({
  linkedInUrl: linkedInProfileUrlSchema.nullable(),
});

export const notificationSwitchesBodySchema = z.strictObject({
  jobAlerts: z.boolean().optional(),
  applicationNews: z.boolean().optional(),
  followedCompanies: z.boolean().optional(),
});

/** `GET /profile/export`: every personal datum of the account (GDPR). */
export const profileExportSchema = z.object({
  exportedAt: z.string(),
  profile: profileSchema,
  savedJobs: z.array(z.object({ jobId: z.string(), savedAt: z.string() })),
  followedCompanies: z.array(z.object({ companyId: z.string(), followedAt: z.string() })),
  applications: z.array(z.record(z.string(), z.unknown())),
  jobAlerts: z.array(z.record(z.string(), z.unknown())),
});

/** `DELETE /profile`: the request repeats the account's e-mail address. */
export const accountDeletionBodySchema = z.strictObject({ email: apiEmailSchema });
