import { z } from 'zod';
import { jobExtraSchema } from '../job/jobExtras';
import { jobLevelSchema } from '../job/jobLevelSchema';
import { jobSearchFilterCodec, MAX_LIST_PAGE } from '../job/jobSearchFilters';
import { jobSortOrderSchema } from '../job/jobSortOrders';
import { jobTypeSchema } from '../job/jobTypes';
import { salaryBasisSchema, salaryPeriodSchema } from '../job/salaryRange';
import { localeSchema } from '../locale/localeSchema';
import { currencySchema } from '../money/currencies';
import { filterQuerySchema } from '../query/querySchema';
import { regionCodeSchema, regionKeySchema } from '../region/regionCodeSchemas';
import { coordinatesResponseSchema, facetCountSchema, slugParamSchema } from './contractFields';

/** One job as lists and the detail page show it: core's Job plus its state and company logo. */
export const jobCardSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    companySlug: z.string(),
    companyName: z.string(),
    companyLogoUrl: z.string().nullable(),
    title: z.string(),
    location: z.object({
      city: z.string(),
      county: z.string().nullable(),
      country: z.string(),
      coordinates: coordinatesResponseSchema.nullable(),
    }),
    region: regionCodeSchema,
    language: localeSchema,
    publishedAt: z.string(),
    deadline: z.string(),
    salary: z
      .object({
        min: z.number(),
        max: z.number(),
        currency: currencySchema,
        period: salaryPeriodSchema,
        basis: salaryBasisSchema,
      })
      .nullable(),
    bonus: z.string().nullable(),
    startDate: z.string().nullable(),
    teamSize: z.number().nullable(),
    teamAgeRange: z.object({ min: z.number(), max: z.number() }).nullable(),
    category: z.string(),
    categoryName: z.string(),
    subcategories: z.array(z.string()),
    type: jobTypeSchema,
    level: jobLevelSchema,
    extras: z.array(jobExtraSchema),
    tags: z.array(z.string()),
    featured: z.boolean(),
    partner: z.boolean(),
    status: z.object({
      expired: z.boolean(),
      expiring: z.boolean(),
      new: z.boolean(),
      remainingDays: z.number().int(),
    }),
  })
  .meta({ id: 'Job' });
export type JobCard = z.infer<typeof jobCardSchema>;

/** A 1-based page number of a list answer. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(MAX_LIST_PAGE).default(1);
export const perPageSchema = z.coerce.number().int().min(1).max(50).default(20);
/** The site a list is for; Hungary when not given. */
export const regionParamSchema = regionKeySchema.default('hu');

/**
 * Query of `GET /jobs`: the job-search URL's own parameters (q, category, subcategories, location,
 * types, extras, levels, salary, new, expiring, page, sort — core's job-search codec), checked
 * strictly, plus the site and the page size. The handler reads the filters under the codec's names
 * (text, withSalary, onlyNew…), as the pages do. Anything unknown or malformed is a 400, never a 5xx.
 */
export const jobSearchQuerySchema = /* @__PURE__ */ filterQuerySchema(jobSearchFilterCodec, {
  region: regionParamSchema,
  perPage: perPageSchema,
});
export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;

export const jobSearchResultSchema = z
  .object({
    items: z.array(jobCardSchema),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    sort: jobSortOrderSchema,
    facets: z
      .object({
        categories: z.array(facetCountSchema),
        subcategories: z.array(facetCountSchema),
        types: z.array(facetCountSchema),
        levels: z.array(facetCountSchema),
        extras: z.array(facetCountSchema),
        locations: z.array(facetCountSchema),
        withSalary: z.number().int(),
        new: z.number().int(),
        expiring: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'JobSearchResult' });
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** Lists that only need the site: categories, locations, the daily favourite. */
export const regionQuerySchema = z.strictObject({ region: regionParamSchema });

/** A paged list without filters (junior jobs, landing lists): newest first unless asked. */
export const jobPageQuerySchema = z.strictObject({
  region: regionParamSchema,
  page: pageNumberSchema,
  perPage: perPageSchema,
  sort: jobSortOrderSchema.default('newest'),
});

export const recommendedJobsQuerySchema = z.strictObject({
  region: regionParamSchema,
  /** Comma-separated category slugs (the favouriteJobCategories cookie's format). */
  categories: z
    .string()
    .max(400)
    .regex(/^[a-z0-9,-]*$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(24).default(8),
});

export const partnerJobsQuerySchema = z.strictObject({
  region: regionParamSchema,
  limit: z.coerce.number().int().min(1).max(24).default(6),
});

export const jobListResponseSchema = z.array(jobCardSchema);
/** How many similar open jobs an ad's page asks for. */
export const similarJobsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(12).default(4),
});
export const dailyFavouriteResponseSchema = z.object({ job: jobCardSchema.nullable() });

export const landingListParamsSchema = z.strictObject({ slug: slugParamSchema });
export const landingListResponseSchema = jobSearchResultSchema.extend({
  slug: z.string(),
  title: z.string(),
});

export const jobDetailParamsSchema = z.strictObject({
  companySlug: slugParamSchema,
  slug: slugParamSchema,
});
/** The ad's page: its card, the full text the lists leave out, and the visitor's state. */
export const jobDetailResponseSchema = jobCardSchema.extend({
  description: z.string(),
  saved: z.boolean(),
  applied: z.boolean(),
  company: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    openJobCount: z.number().int(),
  }),
});

export type JobDetail = z.infer<typeof jobDetailResponseSchema>;

const categoryCount = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export const categoryTreeResponseSchema = z.array(
  categoryCount.extend({ subcategories: z.array(categoryCount) }),
);

/** A top-level category of `GET /categories` with its open-job count and subcategories. */
export type CategoryCountTree = z.infer<typeof categoryTreeResponseSchema>[number];

export const locationListResponseSchema = z.array(
  z.object({
    slug: z.string(),
    city: z.string(),
    county: z.string(),
    country: regionCodeSchema,
    coordinates: coordinatesResponseSchema,
    count: z.number().int(),
  }),
);

/** A city of `GET /locations` with its open-job count. */
export type LocationCount = z.infer<typeof locationListResponseSchema>[number];
