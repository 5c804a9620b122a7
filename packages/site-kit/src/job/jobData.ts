import type { Locale } from '@allas/core';

/** A job as the api's lists and detail answer it (the api's `Job` schema). */
export interface JobSummary {
  id: string;
  slug: string;
  companySlug: string;
  companyName: string;
  companyLogoUrl: string | null;
  title: string;
  description: string;
  location: {
    city: string;
    county: string | null;
    country: string;
    coordinates: { lat: number; lng: number } | null;
  };
  region: 'HU' | 'RO';
  language: Locale;
  publishedAt: string;
  deadline: string;
  salary: {
    min: number;
    max: number;
    currency: 'HUF' | 'RON' | 'EUR';
    period: 'month' | 'hour' | 'year';
    basis: 'gross' | 'net';
  } | null;
  bonus: string | null;
  startDate: string | null;
  teamSize: number | null;
  teamAgeRange: { min: number; max: number } | null;
  category: string;
  categoryName: string;
  subcategories: string[];
  type: 'agencyContract' | 'project' | 'partTime' | 'fullTime';
  level: 'trainee' | 'studentWork' | 'junior' | 'medior' | 'senior';
  extras: ('homeOffice' | 'remote')[];
  tags: string[];
  featured: boolean;
  partner: boolean;
  status: { expired: boolean; expiring: boolean; new: boolean; remainingDays: number };
}

/** GET /jobs/:companySlug/:slug: the job, the visitor's flags and the company box's figures. */
export interface JobDetail extends JobSummary {
  saved: boolean;
  applied: boolean;
  company: { id: string; slug: string; name: string; openJobCount: number };
}

/** The page's one state, in the order the ad shows them: expired wins over applied. */
export type JobAdState = 'open' | 'expiring' | 'expired' | 'applied';

export function jobAdState(job: Pick<JobDetail, 'status' | 'applied'>): JobAdState {
  if (job.status.expired) return 'expired';
  if (job.applied) return 'applied';
  if (job.status.expiring) return 'expiring';
  return 'open';
}

/** The in-site path of a job ad (without the language prefix). */
export function jobPath(job: Pick<JobSummary, 'companySlug' | 'slug'>): string {
  return `/job/${encodeURIComponent(job.companySlug)}/${encodeURIComponent(job.slug)}`;
}
