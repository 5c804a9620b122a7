import { z } from 'zod';
import { jobAlertFrequencies } from '../leads/jobAlertSchema';
import { regionKeySchema } from '../region/regionCodeSchemas';
import {
  apiEmailSchema,
  captchaSchema,
  categorySlugsSchema,
  idParamSchema,
  locationSlugsSchema,
} from './contractFields';
import { regionParamSchema } from './jobContract';

// The api also takes instant alerts (within minutes of an ad's publication, a few a day at most);
// the guest form of /jobnotification offers daily and weekly.
export const jobAlertApiFrequencies = [...jobAlertFrequencies, 'instant'] as const;
export type JobAlertApiFrequency = (typeof jobAlertApiFrequencies)[number];
const frequency = z.enum(jobAlertApiFrequencies);
const keywords = z.string().trim().max(200);
/** The /jobs search an alert follows, as that page's query string (core's job-search codec reads it). */
const search = z.string().trim().max(2000);

/** A job alert as its owner sees it. */
export const jobAlertViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    frequency,
    categories: z.array(z.string()),
    locations: z.array(z.string()),
    keywords: z.string(),
    region: regionKeySchema,
    confirmed: z.boolean(),
    createdAt: z.string(),
    /** The /jobs search the alert was made from (its query string: `q=java&types=fullTime`). */
    search: z.string(),
    paused: z.boolean(),
    /** The address hard-bounced: no alert mail goes to it until support lifts it. */
    suppressed: z.boolean(),
  })
  .meta({ id: 'JobAlert' });
export type JobAlertView = z.infer<typeof jobAlertViewSchema>;
export const jobAlertListSchema = z.array(jobAlertViewSchema);

/** `POST /job-alerts`: a guest gives the e-mail address and a captcha; a signed-in user neither. */
export const jobAlertSubscribeBodySchema = z.strictObject({
  email: apiEmailSchema.optional(),
  frequency,
  categories: categorySlugsSchema,
  locations: locationSlugsSchema.default([]),
  keywords: keywords.default(''),
  region: regionParamSchema,
  captcha: captchaSchema.optional(),
  search: search.optional(),
});

export const jobAlertParamsSchema = z.strictObject({ id: idParamSchema });

/** `PATCH /job-alerts/{id}`: only the given fields change. */
export const jobAlertChangeBodySchema = z.strictObject({
  frequency: frequency.optional(),
  categories: categorySlugsSchema.optional(),
  locations: locationSlugsSchema.optional(),
  keywords: keywords.optional(),
  search: search.optional(),
  paused: z.boolean().optional(),
});

/** The answer to a subscription: waiting for the confirmation mail's link (double opt-in). */
export const pendingSubscriptionSchema = z.object({
  id: z.string(),
  confirmed: z.boolean(),
  message: z.string(),
});

/** The newsletter lists, as their URLs and stored rows name them. */
export const newsletterLists = ['it-jobs', 'office-jobs', 'lovable-workplaces'] as const;
export type NewsletterList = (typeof newsletterLists)[number];

export const newsletterSubscribeBodySchema = z.strictObject({
  email: apiEmailSchema,
  list: z.enum(newsletterLists),
  region: regionParamSchema,
  captcha: captchaSchema.optional(),
});

export const newsletterConfirmedSchema = z.object({
  list: z.string(),
  confirmed: z.literal(true),
});
