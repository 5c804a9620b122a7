import { z } from 'zod';
import { companyFilterCodec } from '../company/companyFilters';
import { companySizeBands } from '../company/companySizeBands';
import { filterQuerySchema } from '../query/querySchema';
import { regionCodeSchema } from '../region/regionCodeSchemas';
import {
  coordinatesResponseSchema,
  facetCountSchema,
  idParamSchema,
  slugParamSchema,
} from './contractFields';
import { companySocialLinksSchema } from './employerCompanyProfileContract';
import { jobCardSchema, pageNumberSchema, perPageSchema, regionParamSchema } from './jobContract';

/** A company as lists show it: core's Company without the long texts, with its counts. */
export const companySummarySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    banner: z.string().nullable(),
    industry: z.string(),
    size: z.enum(companySizeBands),
    region: regionCodeSchema,
    homeOffice: z.boolean(),
    remote: z.boolean(),
    openJobCount: z.number().int(),
    followers: z.number().int(),
    city: z.string().nullable(),
    followed: z.boolean(),
  })
  .meta({ id: 'CompanySummary' });
export type CompanySummary = z.infer<typeof companySummarySchema>;

/**
 * Query of `GET /companies`: the company-search URL's own parameters (q, location, industry, size,
 * extras, page — core's company codec), checked strictly, plus the site and the page size. The
 * handler reads them under the codec's names, as the pages do.
 */
export const companyListQuerySchema = /* @__PURE__ */ filterQuerySchema(companyFilterCodec, {
  region: regionParamSchema,
  perPage: perPageSchema,
});
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

export const companyListResponseSchema = z.object({
  items: z.array(companySummarySchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  facets: z.object({
    industries: z.array(facetCountSchema),
    sizes: z.array(facetCountSchema),
    locations: z.array(facetCountSchema),
  }),
});

export const companyDetailParamsSchema = z.strictObject({ slug: slugParamSchema });

/** Open jobs per page of a company page: a few screens of cards, then the pages. */
export const COMPANY_JOBS_PER_PAGE = 10;

/** Query of `GET /companies/:slug`: which page of the company's open jobs (1 when not given). */
export const companyDetailQuerySchema = z.strictObject({ page: pageNumberSchema });
export const companyDetailResponseSchema = companySummarySchema.extend({
  /** The industry in the asked language, for pages that show the company on its own. */
  industryName: z.string(),
  website: z.string().nullable(),
  /** The company's profiles on social networks (the editor's links), null where it has none. */
  socialLinks: companySocialLinksSchema,
  about: z.string().nullable(),
  life: z.string().nullable(),
  mission: z.string().nullable(),
  values: z.array(z.object({ title: z.string(), description: z.string() })),
  offices: z.array(
    z.object({
      name: z.string(),
      address: z.string(),
      headquarters: z.boolean(),
      coordinates: coordinatesResponseSchema.nullable(),
    }),
  ),
  /** One page of the company's open jobs, newest first (COMPANY_JOBS_PER_PAGE), and where it is. */
  jobs: z.array(jobCardSchema),
  jobPages: z.object({
    page: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
});

export const companyIdParamsSchema = z.strictObject({ id: idParamSchema });
/** The answer of `POST /companies/{id}/save-company-to-user`: the new state of following. */
export const companyFollowResponseSchema = z.object({
  companyId: z.string(),
  followed: z.boolean(),
  followers: z.number().int(),
});
export const companyListSchema = z.array(companySummarySchema);

/** `GET /workplace-of-the-month`: this month's chosen company of the region, or null (issue 12). */
export const workplaceOfTheMonthSchema = z
  .object({
    current: z.object({ month: z.string(), company: companySummarySchema }).nullable(),
  })
  .meta({ id: 'WorkplaceOfTheMonth' });
export type WorkplaceOfTheMonth = z.infer<typeof workplaceOfTheMonthSchema>;
