import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { calendarDay } from '../jobs/job-status.ts';
import type { CompanyRow } from './company-dto.ts';

/** SELECT list for company summaries: open jobs (in the company's region), followers, HQ city. */
export function companyColumns(now: Date, userId: number | null) {
  const today = { HU: calendarDay(now, 'HU'), RO: calendarDay(now, 'RO') };
  return sql`c.id, c.slug, c.name, c.country, c.industry, c.size, c.home_office, c.remote, c.logo_url, c.cover_url,
    (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND j.status = 'published'
       AND j.deadline >= (CASE c.country WHEN 'HU' THEN ${today.HU}::date ELSE ${today.RO}::date END)) AS open_jobs,
    (SELECT count(*)::int FROM company_follows f WHERE f.company_id = c.id) AS followers,
    (SELECT l.name FROM offices o JOIN locations l ON l.id = o.location_id
       WHERE o.company_id = c.id ORDER BY o.is_headquarters DESC, o.id LIMIT 1) AS city,
    ${userId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM company_follows f WHERE f.company_id = c.id AND f.user_id = ${userId})`} AS followed`;
}

/** Companies as the public sees them: published ones only (a registered company is not, until it publishes). */
export async function selectCompanies(
  db: Kysely<Database>,
  options: {
    where: RawBuilder<unknown>;
    order?: RawBuilder<unknown>;
    limit: number;
    offset?: number;
    now: Date;
    userId: number | null;
  },
) {
  const result =
    await sql<CompanyRow>`SELECT ${companyColumns(options.now, options.userId)} FROM companies c
    WHERE c.published_at IS NOT NULL AND (${options.where}) ORDER BY ${options.order ?? sql`c.name, c.id`}
    LIMIT ${options.limit} OFFSET ${options.offset ?? 0}`.execute(db);
  return result.rows;
}
