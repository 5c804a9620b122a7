import type { JobCard } from '@allas/core';
import type { JobCardProps } from '@allas/ui';
import { mediaSrc } from '../api/mediaSrc';
import { locationText } from '../jobs/jobLabels';
import type { CompanySummary } from './contentTypes';

export function companyPath(company: Pick<CompanySummary, 'slug'>): string {
  return `/company/${encodeURIComponent(company.slug)}`;
}

/** An api job as a JobCard shows it; the caller adds the link (with the language prefix). */
export function jobCardProps(job: JobCard): Omit<JobCardProps, 'href' | 'headingLevel'> {
  return {
    title: job.title,
    companyName: job.companyName,
    companyLogoUrl: mediaSrc(job.companyLogoUrl),
    location: locationText(job.location),
    salary: job.salary,
    homeOffice: job.extras.includes('homeOffice'),
    remote: job.extras.includes('remote'),
    tags: job.tags,
    deadline: job.deadline,
    status: job.status,
    promotion: job.partner ? 'partner' : job.featured ? 'featured' : undefined,
  };
}

/** The api's size band as the CompanyCard names it. */
export function cardSizeBand(size: CompanySummary['size']) {
  return size === '1000-plus' ? ('1000+' as const) : size;
}
