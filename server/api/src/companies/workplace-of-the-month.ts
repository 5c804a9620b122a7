import { type CompanySummary, calendarDateIn, type RegionCode, regions } from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toCompanySummary } from './company-dto.ts';
import { selectCompanies } from './company-query.ts';

/** The month (YYYY-MM) an instant falls in, in the country's time zone. */
export const monthIn = (now: Date, country: RegionCode) =>
  calendarDateIn(now, regions[country].timeZone).slice(0, 7);

/** This month's workplace of the month of a country, as a company summary; null when none is chosen. */
export async function currentWorkplaceOfTheMonth(
  db: Kysely<Database>,
  country: RegionCode,
  now: Date,
  apiUrl: string,
): Promise<{ month: string; company: CompanySummary } | null> {
  const month = monthIn(now, country);
  const [row] = await selectCompanies(db, {
    where: sql`c.id = (SELECT w.company_id FROM workplace_of_the_month w
      WHERE w.country = ${country} AND w.month = ${month})`,
    limit: 1,
    now,
    userId: null,
  });
  return row ? { month, company: toCompanySummary(row, apiUrl) } : null;
}

export type ChoiceOutcome =
  | { outcome: 'chosen'; company: string }
  | { outcome: 'unknown-company' }
  | { outcome: 'not-published' }
  | { outcome: 'other-country'; country: RegionCode };

/**
 * Chooses a country's workplace of the month: a published company of that country. Choosing again
 * for the same month replaces the choice (the operator may correct it).
 */
export async function chooseWorkplaceOfTheMonth(
  db: Kysely<Database>,
  country: RegionCode,
  month: string,
  companySlug: string,
  now: Date,
): Promise<ChoiceOutcome> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'country', 'published_at'])
    .where('slug', '=', companySlug)
    .executeTakeFirst();
  if (!company) return { outcome: 'unknown-company' };
  if (company.published_at === null) return { outcome: 'not-published' };
  if (company.country !== country) return { outcome: 'other-country', country: company.country };
  await db
    .insertInto('workplace_of_the_month')
    .values({ country, month, company_id: company.id, chosen_at: now })
    .onConflict((oc) =>
      oc.columns(['country', 'month']).doUpdateSet({ company_id: company.id, chosen_at: now }),
    )
    .execute();
  return { outcome: 'chosen', company: company.name };
}

/** Every choice so far, newest month first (the command's --list). */
export function listWorkplacesOfTheMonth(db: Kysely<Database>) {
  return db
    .selectFrom('workplace_of_the_month as w')
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .select(['w.country', 'w.month', 'c.slug', 'c.name'])
    .orderBy('w.month', 'desc')
    .orderBy('w.country')
    .execute();
}
