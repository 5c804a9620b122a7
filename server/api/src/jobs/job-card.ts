import type { JobCard } from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../i18n/messages.ts';
import { adStatus } from './job-status.ts';

/** One job as lists and the detail page show it (the api contract's Job). */
export type JobDto = JobCard;

/**
 * The columns a job card needs, from jobs j, companies c, locations l. Not the description: no
 * list shows it, and it is most of an ad's bytes (only the ad's own page reads it).
 */
export const JOB_CARD_COLUMNS = sql`j.id, j.slug, j.title, j.language, j.country,
  j.category_id, j.subcategory_ids, j.job_type, j.level, j.extras, j.tags, j.salary_min, j.salary_max,
  j.salary_currency, j.salary_form, j.salary_period, j.bonus, j.start_date, j.team_size,
  j.team_age_min, j.team_age_max, j.is_partner, j.featured, j.published_at, j.deadline,
  c.slug AS company_slug, c.name AS company_name, c.logo_url AS company_logo,
  l.name AS city, l.county, l.country AS location_country, l.lat, l.lng`;

export interface JobCardRow {
  id: number;
  slug: string;
  title: string;
  language: 'hu' | 'ro' | 'en';
  country: 'HU' | 'RO';
  category_id: number;
  subcategory_ids: number[];
  job_type: JobDto['type'];
  level: JobDto['level'];
  extras: JobDto['extras'];
  tags: string[];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: 'HUF' | 'RON' | 'EUR' | null;
  salary_form: 'gross' | 'net' | null;
  salary_period: 'month' | 'hour' | 'year' | null;
  bonus: string | null;
  start_date: string | null;
  team_size: number | null;
  team_age_min: number | null;
  team_age_max: number | null;
  is_partner: boolean;
  featured: boolean;
  published_at: Date | string;
  deadline: string;
  company_slug: string;
  company_name: string;
  company_logo: string | null;
  city: string;
  county: string;
  location_country: string;
  lat: number;
  lng: number;
}

export interface CategoryInfo {
  id: number;
  slug: string;
  parentId: number | null;
  name: Record<Locale, string>;
}

/** All categories (a few dozen rows), for turning ids into slugs and names. */
export async function loadCategories(db: Kysely<Database>): Promise<Map<number, CategoryInfo>> {
  const rows = await db.selectFrom('categories').selectAll().orderBy('sort').execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        slug: r.slug,
        parentId: r.parent_id,
        name: { hu: r.name_hu, ro: r.name_ro, en: r.name_en },
      },
    ]),
  );
}

export const absoluteUrl = (base: string, path: string | null) =>
  path === null ? null : path.startsWith('http') ? path : `${base.replace(/\/$/, '')}${path}`;

export function toJobDto(
  row: JobCardRow,
  context: { categories: Map<number, CategoryInfo>; locale: Locale; now: Date; apiUrl: string },
): JobDto {
  const category = context.categories.get(row.category_id);
  const publishedAt = new Date(row.published_at);
  return {
    id: String(row.id),
    slug: row.slug,
    companySlug: row.company_slug,
    companyName: row.company_name,
    companyLogoUrl: absoluteUrl(context.apiUrl, row.company_logo),
    title: row.title,
    location: {
      city: row.city,
      county: row.county,
      country: row.location_country,
      coordinates: { lat: row.lat, lng: row.lng },
    },
    region: row.country,
    language: row.language,
    publishedAt: publishedAt.toISOString(),
    deadline: row.deadline,
    salary:
      row.salary_min !== null &&
      row.salary_max !== null &&
      row.salary_currency &&
      row.salary_form &&
      row.salary_period
        ? {
            min: row.salary_min,
            max: row.salary_max,
            currency: row.salary_currency,
            period: row.salary_period,
            basis: row.salary_form,
          }
        : null,
    bonus: row.bonus,
    startDate: row.start_date,
    teamSize: row.team_size,
    teamAgeRange:
      row.team_age_min !== null && row.team_age_max !== null
        ? { min: row.team_age_min, max: row.team_age_max }
        : null,
    category: category?.slug ?? '',
    categoryName: category?.name[context.locale] ?? '',
    subcategories: row.subcategory_ids.flatMap((id) => context.categories.get(id)?.slug ?? []),
    type: row.job_type,
    level: row.level,
    extras: row.extras,
    tags: row.tags,
    featured: row.featured,
    partner: row.is_partner,
    status: adStatus({ publishedAt, deadline: row.deadline, country: row.country }, context.now),
  };
}
