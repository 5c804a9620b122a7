import { type RegionKey, toRegionCode } from '@allas/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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

/** How many featured (paid) ads lead a recommended list. */
export const RECOMMENDED_FEATURED_SLOTS = 2;

/**
 * The ORDER BY of a recommended list (the home's, GET /jobs/recommended): the visitor's
 * categories first; within them the newest featured ads in a few leading slots, then the other
 * open ads, newest first. Featured is a paid highlight: when every card of a list carried it nothing would stand
 * out, so the others come before further featured ads. `preference` is empty or ends with ",".
 */
export function recommendedOrder(open: RawBuilder<unknown>, preference: RawBuilder<unknown>) {
  return sql`${preference} j.id IN (SELECT j.id FROM jobs j WHERE ${open} AND j.featured
      ORDER BY ${preference} j.published_at DESC, j.id DESC LIMIT ${RECOMMENDED_FEATURED_SLOTS}) DESC,
    j.featured ASC, j.published_at DESC, j.id DESC`;
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
