import { z } from 'zod';
import { DEFAULT_REPLY_WITHIN_DAYS, replyWithinDayChoices } from '../application/applicationStatus';
import { jobExtras } from '../job/jobExtras';
import { jobLevels } from '../job/jobLevels';
import { jobTypes } from '../job/jobTypes';
import { salaryBases, salaryPeriods } from '../job/salaryRange';
import { localeSchema } from '../locale/localeSchema';
import type { MessageKey } from '../messages/messageCatalog';
import { currencies } from '../money/currencies';
import { calendarDateSchema } from '../time/calendarDateSchema';
import { chosenSlugSchema, formLanguageSchema } from '../validation/choiceFields';
import { errorKey, presenceErrorKey } from '../validation/errorKey';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../validation/slug';
import { optionalText, requiredText } from '../validation/textFields';
import { idParamSchema } from './contractFields';

/** Issue 12: an ad runs for at most 30 days from the day it is published (the free ad and each credit). */
export const AD_RUN_DAYS = 30;
export const MAX_JOB_DESCRIPTION_LENGTH = 20_000;
export const MAX_JOB_TAGS = 20;

const invalidOption = errorKey('validation.option.invalid');
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, presenceErrorKey('validation.required', 'validation.option.invalid'));
const wholeAmount = z
  .int(presenceErrorKey('validation.salary.required', 'validation.salary.invalid'))
  .min(0, errorKey('validation.salary.invalid'))
  .max(1_000_000_000, errorKey('validation.salary.invalid'));

/**
 * The pay range every employer's ad must carry (issue 12: 100 % of published ads show one): both
 * ends, the currency, whether net or gross, and per month, hour or year.
 */
export const jobAdSalarySchema = z
  .strictObject(
    {
      min: wholeAmount,
      max: wholeAmount,
      currency: choice(currencies),
      basis: choice(salaryBases),
      period: choice(salaryPeriods),
    },
    presenceErrorKey('validation.salary.required', 'validation.salary.invalid'),
  )
  .refine((salary) => salary.min <= salary.max, {
    error: 'validation.salary.range',
    path: ['max'],
  });

const ageBound = z
  .int(errorKey('validation.ageRange.invalid'))
  .min(14, errorKey('validation.ageRange.invalid'))
  .max(100, errorKey('validation.ageRange.invalid'));

/** The team's age range (spec's Job: teamAgeRange), youngest first. */
export const jobAdAgeRangeSchema = z
  .strictObject({ min: ageBound, max: ageBound }, errorKey('validation.ageRange.invalid'))
  .refine((range) => range.min <= range.max, {
    error: 'validation.ageRange.invalid',
    path: ['max'],
  });

/** A slug chosen from a list that the ad cannot do without (its city, its category). */
const requiredSlug = (requiredKey: MessageKey) =>
  z
    .string(presenceErrorKey(requiredKey, 'validation.option.invalid'))
    .min(1, errorKey(requiredKey))
    .max(MAX_SLUG_LENGTH, invalidOption)
    .regex(SLUG_PATTERN, invalidOption);

/**
 * A day of the ad (start, deadline): a real calendar day within this century's working range, so
 * a typo such as year 0000 (which PostgreSQL refuses) is a field error, never a server fault.
 */
const adDaySchema = calendarDateSchema
  .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', errorKey('validation.date.invalid'))
  .nullable()
  .default(null);

const tagSchema = z
  .string(errorKey('validation.option.invalid'))
  .trim()
  .min(1, errorKey('validation.required'))
  .max(40, errorKey('validation.text.tooLong'));

/**
 * `POST /employer/jobs` and `PUT /employer/jobs/:id` (issue 12): every field of the spec's Job, in
 * the ad's language. Categories and locations are slugs of `GET /categories` and `GET /locations`;
 * the api checks that they exist (and that the subcategories belong to the category). The deadline
 * may be left out: the ad then runs the longest it may, 30 days from the day it is published.
 */
export const employerJobBodySchema = z.strictObject({
  title: requiredText('validation.jobTitle.required'),
  description: requiredText('validation.description.required', MAX_JOB_DESCRIPTION_LENGTH),
  language: formLanguageSchema,
  location: requiredSlug('validation.location.required'),
  category: requiredSlug('validation.category.required'),
  subcategories: z.array(chosenSlugSchema, invalidOption).max(30).default([]),
  type: choice(jobTypes),
  level: choice(jobLevels),
  extras: z
    .array(z.enum(jobExtras, invalidOption), invalidOption)
    .max(jobExtras.length)
    .refine((extras) => new Set(extras).size === extras.length, invalidOption)
    .default([]),
  tags: z.array(tagSchema, invalidOption).max(MAX_JOB_TAGS).default([]),
  salary: jobAdSalarySchema,
  bonus: optionalText(500).transform((text) => text || null),
  startDate: adDaySchema,
  teamSize: z
    .int(errorKey('validation.option.invalid'))
    .min(1, errorKey('validation.option.invalid'))
    .max(100_000, errorKey('validation.option.invalid'))
    .nullable()
    .default(null),
  teamAgeRange: jobAdAgeRangeSchema.nullable().default(null),
  deadline: adDaySchema,
  /** The days within which the company promises every applicant an answer (shown to them). */
  replyWithinDays: z
    .literal(replyWithinDayChoices, errorKey('validation.option.invalid'))
    .default(DEFAULT_REPLY_WITHIN_DAYS),
});
export type EmployerJobBody = z.output<typeof employerJobBodySchema>;

/** The life of an employer's ad: written, online, taken offline for a while, ended for good. */
export const jobAdStatuses = ['draft', 'published', 'paused', 'closed'] as const;
export type JobAdLifeStatus = (typeof jobAdStatuses)[number];

/** The path of one of the employer's ads. */
export const employerJobParamsSchema = z.strictObject({ id: idParamSchema });

/** How a publication was paid: the company's one free ad, or a credit of a package. */
export const jobAdPayments = ['free', 'credit'] as const;

/** One of the employer's ads as the dashboard and the editor show it. */
export const employerJobSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    companySlug: z.string(),
    status: z.enum(jobAdStatuses),
    title: z.string(),
    description: z.string(),
    language: localeSchema,
    location: z.string(),
    category: z.string(),
    subcategories: z.array(z.string()),
    type: z.enum(jobTypes),
    level: z.enum(jobLevels),
    extras: z.array(z.enum(jobExtras)),
    tags: z.array(z.string()),
    salary: z.object({
      min: z.number(),
      max: z.number(),
      currency: z.enum(currencies),
      basis: z.enum(salaryBases),
      period: z.enum(salaryPeriods),
    }),
    bonus: z.string().nullable(),
    startDate: z.string().nullable(),
    teamSize: z.number().int().nullable(),
    teamAgeRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    /** Null for a draft without a chosen day: publishing sets it. */
    deadline: z.string().nullable(),
    replyWithinDays: z.number().int(),
    createdAt: z.string(),
    publishedAt: z.string().nullable(),
    /** Days left including today's (0 on the deadline day, negative once expired); null for a draft. */
    daysLeft: z.number().int().nullable(),
    expired: z.boolean(),
    applicantCount: z.number().int(),
    paidWith: z.enum(jobAdPayments).nullable(),
  })
  .meta({ id: 'EmployerJob' });
export type EmployerJob = z.infer<typeof employerJobSchema>;

export const employerJobListSchema = z
  .object({ items: z.array(employerJobSchema) })
  .meta({ id: 'EmployerJobList' });

/** An ad package on sale: credits (one ad each, 30 days) for a price in the company's currency. */
export const adPackageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    credits: z.number().int(),
    adDays: z.number().int(),
    price: z.number(),
    currency: z.enum(currencies),
  })
  .meta({ id: 'AdPackage' });
export type AdPackage = z.infer<typeof adPackageSchema>;
export const adPackageListSchema = z
  .object({ items: z.array(adPackageSchema) })
  .meta({ id: 'AdPackageList' });

export const adOrderStatuses = ['ordered', 'paid'] as const;

/** `POST /employer/orders`: the package to order; no card payment, a pro-forma invoice follows. */
export const adOrderBodySchema = z.strictObject({
  packageId: chosenSlugSchema,
});

export const adOrderSchema = z
  .object({
    id: z.number().int(),
    packageId: z.string(),
    packageName: z.string(),
    credits: z.number().int(),
    price: z.number(),
    currency: z.enum(currencies),
    status: z.enum(adOrderStatuses),
    orderedAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'AdOrder' });
export type AdOrder = z.infer<typeof adOrderSchema>;

/** `GET /employer/orders`: the company's orders, its unspent credits and whether its free ad is used. */
export const adOrderListSchema = z
  .object({
    items: z.array(adOrderSchema),
    creditBalance: z.number().int(),
    freeAdUsed: z.boolean(),
  })
  .meta({ id: 'AdOrderList' });
