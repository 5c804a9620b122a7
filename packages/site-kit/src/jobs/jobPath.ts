import type { JobCard } from '@allas/core';

/** The in-site path of a job ad (spec §2: /job/:company_slug/:slug), without the language prefix. */
export function jobPath(job: Pick<JobCard, 'companySlug' | 'slug'>): string {
  return `/job/${encodeURIComponent(job.companySlug)}/${encodeURIComponent(job.slug)}`;
}
