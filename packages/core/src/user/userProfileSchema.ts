import { z } from 'zod';
import { jobLevelSchema } from '../job/jobLevelSchema';
import { regionKeySchema } from '../region/regionCodeSchemas';
import { storedFileSchema } from '../validation/fileSchemas';
import { LINKEDIN_PROFILE_URL_PATTERN } from '../validation/linkedInUrl';
import { e164PhoneSchema } from '../validation/phoneSchema';
import { slugSchema } from '../validation/slugSchema';
import { newsletterFlagsSchema } from './newsletters';
import { notificationPreferencesSchema } from './notificationPreferences';
import { socialProviderSchema, userTypeSchema } from './userTypes';

/**
 * The signed-in user as GET /profile returns it. The award fields keep the api's original snake_case
 * names (is_accepted_szmd_prize, has_szmd_votes) because other systems read them.
 */
export const userProfileSchema = z.object({
  id: z.string().min(1),
  userType: userTypeSchema,
  lastName: z.string(),
  firstName: z.string(),
  email: z.email(),
  residence: z.string(),
  phone: e164PhoneSchema.nullable(),
  levels: z.array(jobLevelSchema),
  categories: z.array(slugSchema),
  newsletters: newsletterFlagsSchema,
  /** Version labels of the accepted documents; null: never accepted. */
  acceptedTermsVersion: z.string().nullable(),
  acceptedPrivacyPolicyVersion: z.string().nullable(),
  lovedCompanies: z.array(z.object({ id: z.string().min(1) })),
  /** Prize-game rules accepted, per lower-case region key. */
  is_accepted_szmd_prize: z.partialRecord(regionKeySchema, z.boolean()),
  has_szmd_votes: z.boolean(),
  linkedInUrl: z.string().regex(LINKEDIN_PROFILE_URL_PATTERN).nullable(),
  cv: storedFileSchema.nullable(),
  photo: storedFileSchema.nullable(),
  notifications: notificationPreferencesSchema,
  /** Set for accounts created through a social login; they cannot log in with a password. */
  socialProvider: socialProviderSchema.nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
