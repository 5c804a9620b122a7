import {
  type CompanySocialLinks,
  type CompanySummary,
  companySocialNetworks,
  noSocialLinks,
} from '@allas/core';
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

/** The text in `locale`, else in `fallback` (the company's site language), else in Hungarian. */
export const localized = (
  text: Partial<Localized> | null | undefined,
  locale: Locale,
  fallback: Locale = 'hu',
) => (text ? (text[locale] ?? text[fallback] ?? text.hu ?? null) : null);

/** Only the networks core knows, each an address or null, whatever an older row holds. */
export function socialLinksOf(stored: Partial<Record<string, string>>): CompanySocialLinks {
  const links: CompanySocialLinks = { ...noSocialLinks };
  for (const network of companySocialNetworks) links[network] = stored[network] ?? null;
  return links;
}
