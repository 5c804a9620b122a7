import type { Job } from '@allas/core';

/**
 * One job as the api answers it in every list (search, home, related, company, saved jobs,
 * applications) and on its page: core's Job plus what the api adds for showing it (the api's
 * `Job` schema, server/api jobs/job-card.ts).
 */
export interface JobListItem extends Job {
  companyLogoUrl: string | null;
  categoryName: string;
  status: { expired: boolean; expiring: boolean; new: boolean; remainingDays: number };
}

/** The in-site path of a job ad (spec §2: /job/:company_slug/:slug), without the language prefix. */
export function jobPath(job: Pick<JobListItem, 'companySlug' | 'slug'>): string {
  return `/job/${encodeURIComponent(job.companySlug)}/${encodeURIComponent(job.slug)}`;
}

/** A facet: a filter value with the number of jobs it would show. */
export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

/** GET /jobs (and the junior and landing lists): one page of jobs, the total and the facets. */
export interface JobSearchAnswer {
  items: JobListItem[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  facets: {
    categories: FacetCount[];
    subcategories: FacetCount[];
    types: FacetCount[];
    levels: FacetCount[];
    extras: FacetCount[];
    locations: FacetCount[];
    withSalary: number;
    new: number;
    expiring: number;
  } | null;
}

/** GET /categories: the category tree with open-job counts. */
export interface CategoryNode {
  slug: string;
  name: string;
  count: number;
  subcategories: { slug: string; name: string; count: number }[];
}

/** GET /locations: a city of the region with its open-job count. */
export interface LocationEntry {
  slug: string;
  city: string;
  count: number;
}
