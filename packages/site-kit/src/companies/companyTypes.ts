import type { CompanySizeBand, JobCard } from '@allas/core';

/** A company as the api's lists give it (GET /companies, CompanySummary in /openapi.json). */
export interface CompanySummary {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  banner: string | null;
  /** The industry's key ("software"); the list's facets give its words. */
  industry: string;
  size: CompanySizeBand;
  region: 'HU' | 'RO';
  homeOffice: boolean;
  remote: boolean;
  openJobCount: number;
  followers: number;
  city: string | null;
  /** Whether the signed-in visitor follows it (false for guests). */
  followed: boolean;
}

export interface CompanyFacet {
  value: string;
  label: string;
  count: number;
}

/** GET /companies: one page of companies, the total and the facets for the filter bar. */
export interface CompanyList {
  items: CompanySummary[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  facets: { industries: CompanyFacet[]; sizes: CompanyFacet[]; locations: CompanyFacet[] };
}

export interface CompanyOfficeData {
  name: string;
  address: string;
  headquarters: boolean;
  coordinates: { lat: number; lng: number } | null;
}

/** GET /companies/:slug: the company page. */
export interface CompanyDetail extends CompanySummary {
  industryName: string;
  website: string | null;
  about: string | null;
  life: string | null;
  mission: string | null;
  values: { title: string; description: string }[];
  offices: CompanyOfficeData[];
  jobs: JobCard[];
}
