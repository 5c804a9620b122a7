import { z } from 'zod';
import { bannersMapSchema } from '../banners/banners';
import { salaryBasisSchema } from '../job/salaryRange';
import { legalDocumentsSchema } from '../legal/legalDocumentsSchema';
import { regionKeys } from '../region/regionCodes';
import { companySummarySchema } from './companyContract';
import { listSlugSchema, slugParamSchema } from './contractFields';
import { jobCardSchema, regionParamSchema, regionQuerySchema } from './jobContract';

/** Spec §7: `GET /banners?region=` takes the lower-case region, or `blue` for the blue sites. */
export const bannersQuerySchema = z.strictObject({
  region: z.enum([...regionKeys, 'blue']).default('hu'),
});
/** `GET /banners`: placement → banners (core's BannersMap). */
export const bannersResponseSchema = bannersMapSchema;

/** `GET /dj-documents`: type → lower-case region → language → URL (core's LegalDocuments). */
export const legalDocumentsResponseSchema = legalDocumentsSchema;

export const blogPostCardSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    coverUrl: z.string().nullable(),
    author: z.string(),
    tags: z.array(z.string()),
    publishedAt: z.string(),
  })
  .meta({ id: 'BlogPostCard' });
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;

export const testimonialSchema = z.object({
  author: z.string(),
  role: z.string(),
  quote: z.string(),
});
export const testimonialListSchema = z.array(testimonialSchema);

export const blogIndexQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(12),
});
export const blogIndexResponseSchema = z.object({
  items: z.array(blogPostCardSchema),
  page: z.number().int(),
  total: z.number().int(),
});

export const blogPostParamsSchema = z.strictObject({ slug: slugParamSchema });
/** The region chooses the related open jobs. */
export const blogPostQuerySchema = regionQuerySchema;
export const blogPostResponseSchema = blogPostCardSchema.extend({
  body: z.string(),
  related: z.object({
    posts: z.array(blogPostCardSchema),
    jobs: z.array(jobCardSchema),
    companies: z.array(companySummarySchema),
  }),
});

/** `GET /content/home`: everything the home page shows, in one call. */
export const homePageResponseSchema = z.object({
  categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
  featuredCompanies: z.array(companySummarySchema),
  recommendedJobs: z.array(jobCardSchema),
  partnerJobs: z.array(jobCardSchema),
  dailyFavourite: jobCardSchema.nullable(),
  latestPosts: z.array(blogPostCardSchema),
  testimonials: testimonialListSchema,
  totalOpenJobs: z.number().int(),
  /** This month's workplace of the month of the region (issue 12), or null when none is chosen. */
  workplaceOfTheMonth: z.object({ month: z.string(), company: companySummarySchema }).nullable(),
});

export const salaryStatisticsQuerySchema = z.strictObject({
  region: regionParamSchema,
  category: listSlugSchema.optional(),
});
/** Monthly salaries of the open ads, in the region's own currency. */
export const salaryStatisticsResponseSchema = z.object({
  currency: z.enum(['HUF', 'RON']),
  rows: z.array(
    z.object({
      category: z.string(),
      categoryName: z.string(),
      level: z.string(),
      basis: salaryBasisSchema,
      ads: z.number().int(),
      median: z.number(),
      p25: z.number(),
      p75: z.number(),
      min: z.number(),
      max: z.number(),
    }),
  ),
});
