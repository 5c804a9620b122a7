import { type RegionKey, toRegionCode } from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../i18n/messages.ts';
import { type JobCardRow, loadCategories, toJobDto } from './job-card.ts';
import { calendarDay } from './job-status.ts';

/**
 * The tables JOB_CARD_COLUMNS read: jobs j with their companies c and locations l. Every list of
 * job cards selects from this one join (a query about saved jobs or applications joins its own
 * table onto it).
 */
export const JOB_CARD_FROM = sql`jobs j JOIN companies c ON c.id = j.company_id JOIN locations l ON l.id = j.location_id`;

/** The jobs j a site shows as open today: published, of its country, deadline not passed. */
export function openJobsIn(region: RegionKey, now: Date) {
  const country = toRegionCode(region);
  return sql`j.status = 'published' AND j.country = ${country} AND j.deadline >= ${calendarDay(now, country)}::date`;
}

/** Rows of JOB_CARD_COLUMNS as the contract's job cards, in the request's language. */
export async function toJobCards(
  db: Kysely<Database>,
  rows: JobCardRow[],
  options: { locale: Locale; now: Date; apiUrl: string },
) {
  const categories = await loadCategories(db);
  return rows.map((row) => toJobDto(row, { categories, ...options }));
}
