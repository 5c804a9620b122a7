import type { JobExtra, JobLevel, JobType } from '@allas/core';

/** One job as the api's lists answer it (its Job schema), as far as the site shows it. */
export interface JobListItem {
  id: string;
  slug: string;
  companySlug: string;
  companyName: string;
  companyLogoUrl: string | null;
  title: string;
  location: { city: string; county: string | null; country: string };
  deadline: string;
  salary: {
    min: number;
    max: number;
    currency: 'HUF' | 'RON' | 'EUR';
    period: 'month' | 'hour' | 'year';
    basis: 'gross' | 'net';
  } | null;
  category: string;
  categoryName: string;
  type: JobType;
  level: JobLevel;
  extras: JobExtra[];
  tags: string[];
  featured: boolean;
  partner: boolean;
  status: { expired: boolean; expiring: boolean; new: boolean; remainingDays: number };
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
