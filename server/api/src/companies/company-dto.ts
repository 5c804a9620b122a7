import type { CompanySummary } from '@allas/core';
import type { Localized } from '../db/schema.ts';
import type { Locale } from '../i18n/messages.ts';
import { absoluteUrl } from '../jobs/job-card.ts';

export interface CompanyRow {
  id: number;
  slug: string;
  name: string;
  country: 'HU' | 'RO';
  industry: string;
  size: CompanySummary['size'];
  home_office: boolean;
  remote: boolean;
  logo_url: string | null;
  cover_url: string | null;
  open_jobs: number;
  followers: number;
  city: string | null;
  followed: boolean;
}

export function toCompanySummary(row: CompanyRow, apiUrl: string): CompanySummary {
  return {
    id: String(row.id),
    slug: row.slug,
    name: row.name,
    logo: absoluteUrl(apiUrl, row.logo_url),
    banner: absoluteUrl(apiUrl, row.cover_url ?? `/media/companies/${row.slug}/banner.svg`),
    industry: row.industry,
    size: row.size,
    region: row.country,
    homeOffice: row.home_office,
    remote: row.remote,
    openJobCount: row.open_jobs,
    followers: row.followers,
    city: row.city,
    followed: row.followed,
  };
}

export const localized = (text: Localized | null | undefined, locale: Locale) =>
  text ? (text[locale] ?? text.hu ?? null) : null;
