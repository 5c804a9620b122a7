import {
  jobExtras as JOB_EXTRAS,
  jobLevels as JOB_LEVELS,
  jobTypes as JOB_TYPES,
} from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The published ads of both regions in compact columns (typed arrays, one slot per ad), held in
 * memory for the parts of a search that read every open ad of a region: the facet counts (each
 * facet ignores its own filter) and the ordering of the matches. SQL keeps what it is good at —
 * text search through the GIN indexes and the 20 cards of a page — while counting 50,000 ads in a
 * loop over typed arrays takes a millisecond or two instead of a scan of the table per search.
 *
 * Each search reads jobs_revision (one row; a trigger moves it on every change to jobs,
 * migrations/0004) and reloads the index when it moved, so every api process stays current.
 */
export interface OpenJobIndex {
  revision: string;
  size: number;
  /** The slots of each region's ads: [first, end). Rows are loaded by region, then id. */
  slotsOf: Readonly<Record<'HU' | 'RO', readonly [number, number]>>;
  id: Float64Array;
  /** The last open day, as days since 1970-01-01. */
  deadlineDay: Int32Array;
  /** The publication day in the ad's own region time zone, as days since 1970-01-01. */
  publishedDay: Int32Array;
  publishedMs: Float64Array;
  featured: Uint8Array;
  partner: Uint8Array;
  /** NaN when the ad shows no salary. */
  salaryMax: Float64Array;
  categoryId: Int32Array;
  subcategoryIds: readonly (readonly number[])[];
  companyId: Float64Array;
  locationId: Int32Array;
  /** Index into JOB_TYPES / JOB_LEVELS. */
  type: Uint8Array;
  level: Uint8Array;
  /** Bit i set: the ad has JOB_EXTRAS[i]. */
  extras: Uint8Array;
  /** Index into AD_LANGUAGES: the language the ad is written in. */
  language: Uint8Array;
  /** Location id → city name (the location facet counts by city name). */
  cityOf: ReadonlyMap<number, string>;
}

interface IndexRow {
  id: string | number;
  country: 'HU' | 'RO';
  deadline_day: number;
  published_day: number;
  published_ms: string | number;
  featured: boolean;
  is_partner: boolean;
  salary_max: number | null;
  category_id: number;
  subcategory_ids: number[];
  company_id: string | number;
  location_id: number;
  job_type: string;
  level: string;
  extras: string[];
  language: string;
}

/** The languages an ad can be written in, as the index numbers them. */
export const AD_LANGUAGES = ['hu', 'ro', 'en'] as const;

export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

const EPOCH = sql`'1970-01-01'::date`;

async function load(db: Kysely<Database>, revision: string): Promise<OpenJobIndex> {
  // The publication day in the ad's region time zone, as the "new" state of spec §4 counts it.
  const rows = await sql<IndexRow>`SELECT j.id, j.country, (j.deadline - ${EPOCH}) AS deadline_day,
      ((j.published_at AT TIME ZONE CASE j.country WHEN 'RO' THEN 'Europe/Bucharest'
        ELSE 'Europe/Budapest' END)::date - ${EPOCH}) AS published_day,
      (extract(epoch FROM j.published_at) * 1000)::float8 AS published_ms, j.featured, j.is_partner,
      j.salary_max, j.category_id, j.subcategory_ids, j.company_id, j.location_id, j.job_type,
      j.level, j.extras, j.language
    FROM jobs j WHERE j.status = 'published' ORDER BY j.country, j.id`.execute(db);
  const cities = await sql<{ id: number; name: string }>`SELECT id, name FROM locations`.execute(
    db,
  );
  const size = rows.rows.length;
  const firstRo = rows.rows.findIndex((row) => row.country === 'RO');
  const huEnd = firstRo === -1 ? size : firstRo;
  const index: OpenJobIndex = {
    revision,
    size,
    slotsOf: { HU: [0, huEnd], RO: [huEnd, size] },
    id: new Float64Array(size),
    deadlineDay: new Int32Array(size),
    publishedDay: new Int32Array(size),
    publishedMs: new Float64Array(size),
    featured: new Uint8Array(size),
    partner: new Uint8Array(size),
    salaryMax: new Float64Array(size),
    categoryId: new Int32Array(size),
    subcategoryIds: rows.rows.map((row) => row.subcategory_ids ?? []),
    companyId: new Float64Array(size),
    locationId: new Int32Array(size),
    type: new Uint8Array(size),
    level: new Uint8Array(size),
    extras: new Uint8Array(size),
    language: new Uint8Array(size),
    cityOf: new Map(cities.rows.map((row) => [row.id, row.name])),
  };
  rows.rows.forEach((row, i) => {
    index.id[i] = Number(row.id);
    index.deadlineDay[i] = row.deadline_day;
    index.publishedDay[i] = row.published_day;
    index.publishedMs[i] = Number(row.published_ms);
    index.featured[i] = row.featured ? 1 : 0;
    index.partner[i] = row.is_partner ? 1 : 0;
    index.salaryMax[i] = row.salary_max ?? Number.NaN;
    index.categoryId[i] = row.category_id;
    index.companyId[i] = Number(row.company_id);
    index.locationId[i] = row.location_id;
    index.type[i] = JOB_TYPES.indexOf(row.job_type as (typeof JOB_TYPES)[number]);
    index.level[i] = JOB_LEVELS.indexOf(row.level as (typeof JOB_LEVELS)[number]);
    index.extras[i] = extrasMask(row.extras);
    index.language[i] = AD_LANGUAGES.indexOf(row.language as (typeof AD_LANGUAGES)[number]);
  });
  return index;
}

/** The bit mask of a list of extras (homeOffice, remote). */
export function extrasMask(extras: readonly string[]): number {
  let mask = 0;
  for (const extra of extras) {
    const bit = JOB_EXTRAS.indexOf(extra as (typeof JOB_EXTRAS)[number]);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

const cache = new WeakMap<Kysely<Database>, Promise<OpenJobIndex>>();

/** The current index for this database: reused while jobs_revision stays, reloaded when it moves. */
export async function openJobIndex(db: Kysely<Database>): Promise<OpenJobIndex> {
  const current = await sql<{
    revision: string;
  }>`SELECT revision::text AS revision FROM jobs_revision`.execute(db);
  const revision = current.rows[0]?.revision ?? '0';
  const cached = cache.get(db);
  if (cached) {
    const index = await cached.catch(() => undefined);
    if (index?.revision === revision) return index;
    // Another search may have started the reload already.
    const latest = cache.get(db);
    if (latest !== cached) {
      const reloaded = await latest?.catch(() => undefined);
      if (reloaded?.revision === revision) return reloaded;
    }
  }
  const loading = load(db, revision);
  cache.set(db, loading);
  return loading;
}
