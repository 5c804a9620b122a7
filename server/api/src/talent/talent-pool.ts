import {
  type Locale,
  type MyTalentPool,
  TALENT_POOL_PAGE_SIZE,
  type Talent,
  type TalentList,
  type TalentRequestStatus,
  toRegionKey,
} from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/schema.ts';
import type { CompanyMembership } from '../employers/employer-membership.ts';
import { ApiError, notFound } from '../http/api-error.ts';

type JobLevel = Talent['levels'][number];

const DAY = 86_400_000;
/** A paid package keeps the pool open for a year from its payment. */
const PACKAGE_VALID_DAYS = 365;

/** The category names of ids, in the asked language, in the order the person chose them. */
async function categoryNames(db: Kysely<Database>, ids: number[], locale: Locale) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('categories')
    .select(['id', `name_${locale}` as 'name_hu'])
    .where('id', 'in', ids)
    .execute();
  const names = new Map(rows.map((row) => [row.id, row.name_hu]));
  return ids.flatMap((id) => names.get(id) ?? []);
}

/** `GET /talent-pool/me`: the switch, what employers see, and their requests, newest first. */
export async function myTalentPool(
  db: Kysely<Database>,
  userId: number,
  locale: Locale,
): Promise<MyTalentPool> {
  const user = await db
    .selectFrom('users')
    .select(['talent_pool_opt_in', 'first_name', 'residence', 'levels', 'category_ids'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const requests = await db
    .selectFrom('talent_contact_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select(['r.id', 'c.name', 'c.slug', 'r.message', 'r.status', 'r.created_at'])
    .where('r.candidate_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return {
    optIn: user.talent_pool_opt_in,
    shown: {
      firstName: user.first_name,
      city: user.residence,
      categories: await categoryNames(db, user.category_ids, locale),
      levels: user.levels as JobLevel[],
    },
    requests: requests.map((request) => ({
      id: request.id,
      companyName: request.name,
      companySlug: request.slug,
      message: request.message,
      status: request.status,
      createdAt: new Date(request.created_at).toISOString(),
    })),
  };
}

export async function switchTalentPool(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  optIn: boolean,
): Promise<void> {
  await deps.db
    .updateTable('users')
    .set((eb) => ({
      talent_pool_opt_in: optIn,
      // Joining again keeps the first day; leaving forgets it.
      talent_pool_since: optIn ? eb.fn.coalesce('talent_pool_since', eb.val(deps.now())) : null,
      updated_at: deps.now(),
    }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Answers one of the job seeker's pending requests; a request answered already is a 409, another
 * person's or a missing one a 404. Answers who asked, for the mail.
 */
export async function answerTalentRequest(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  requestId: number,
  status: Exclude<TalentRequestStatus, 'pending'>,
) {
  const answered = await deps.db
    .updateTable('talent_contact_requests')
    .set({ status, answered_at: deps.now() })
    .where('id', '=', requestId)
    .where('candidate_id', '=', userId)
    .where('status', '=', 'pending')
    .returning(['requested_by', 'company_id'])
    .executeTakeFirst();
  if (!answered) {
    const exists = await deps.db
      .selectFrom('talent_contact_requests')
      .select('id')
      .where('id', '=', requestId)
      .where('candidate_id', '=', userId)
      .executeTakeFirst();
    if (!exists) throw notFound();
    throw new ApiError(409, 'conflict', 'talentPool.alreadyAnswered');
  }
  return deps.db
    .selectFrom('companies as c')
    .leftJoin('users as u', (join) => join.on('u.id', '=', answered.requested_by ?? 0))
    .select(['c.country', 'u.email', 'u.locale'])
    .where('c.id', '=', answered.company_id)
    .executeTakeFirstOrThrow();
}

/** The pool is open to companies that paid for an ad package within the past year. */
export async function requireActivePackage(
  deps: Pick<AppDeps, 'db' | 'now'>,
  company: CompanyMembership,
): Promise<void> {
  const since = new Date(deps.now().getTime() - PACKAGE_VALID_DAYS * DAY);
  const paid = await deps.db
    .selectFrom('ad_orders')
    .select('id')
    .where('company_id', '=', company.id)
    .where('status', '=', 'paid')
    .where('paid_at', '>=', since)
    .executeTakeFirst();
  if (!paid) throw new ApiError(403, 'forbidden', 'employer.talentPool.packageRequired');
}

interface TalentRow {
  id: number;
  first_name: string;
  last_name: string;
  residence: string;
  levels: string[];
  category_ids: number[];
  talent_pool_since: Date | null;
  email: string;
  phone: string;
  linkedin_url: string | null;
  cv_file_id: number | null;
  request_status: TalentRequestStatus | null;
  request_created_at: Date | null;
}

const TALENT_COLUMNS = sql`u.id, u.first_name, u.last_name, u.residence, u.levels, u.category_ids,
  u.talent_pool_since, u.email, u.phone, u.linkedin_url, u.cv_file_id,
  r.status AS request_status, r.created_at AS request_created_at`;

async function toTalent(db: Kysely<Database>, row: TalentRow, locale: Locale): Promise<Talent> {
  return {
    id: row.id,
    firstName: row.first_name,
    city: row.residence,
    categories: await categoryNames(db, row.category_ids, locale),
    levels: row.levels as JobLevel[],
    inPoolSince: new Date(row.talent_pool_since ?? 0).toISOString(),
    request:
      row.request_status && row.request_created_at
        ? {
            status: row.request_status,
            createdAt: new Date(row.request_created_at).toISOString(),
          }
        : null,
    // What the job seeker shares only by accepting this company's request.
    contact:
      row.request_status === 'accepted'
        ? {
            lastName: row.last_name,
            email: row.email,
            phone: row.phone,
            linkedInUrl: row.linkedin_url,
            hasCv: row.cv_file_id !== null,
          }
        : null,
  };
}

export interface TalentSearch {
  category?: string;
  level?: JobLevel;
  region?: 'hu' | 'ro';
  q?: string;
  page: number;
}

/** `GET /employer/talent-pool`: the job seekers in the pool, newest members first. */
export async function searchTalentPool(
  db: Kysely<Database>,
  company: CompanyMembership,
  search: TalentSearch,
  locale: Locale,
): Promise<TalentList> {
  const region = search.region ?? toRegionKey(company.country);
  const conditions = [
    sql`u.talent_pool_opt_in`,
    sql`u.user_type = 'candidate'`,
    sql`u.region = ${region}`,
  ];
  if (search.category) {
    conditions.push(
      sql`u.category_ids && ARRAY(SELECT id FROM categories WHERE slug = ${search.category}
        OR parent_id IN (SELECT id FROM categories WHERE slug = ${search.category}))`,
    );
  }
  if (search.level) conditions.push(sql`${search.level} = ANY(u.levels)`);
  if (search.q) {
    const like = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(u.residence ILIKE ${like} OR EXISTS (SELECT 1 FROM categories c
      WHERE c.id = ANY(u.category_ids)
        AND (c.name_hu ILIKE ${like} OR c.name_ro ILIKE ${like} OR c.name_en ILIKE ${like})))`);
  }
  const where = sql.join(conditions, sql` AND `);
  const from = sql`users u LEFT JOIN talent_contact_requests r
    ON r.candidate_id = u.id AND r.company_id = ${company.id}`;
  const [rows, count] = await Promise.all([
    sql<TalentRow>`SELECT ${TALENT_COLUMNS} FROM ${from} WHERE ${where}
      ORDER BY u.talent_pool_since DESC NULLS LAST, u.id DESC
      LIMIT ${TALENT_POOL_PAGE_SIZE} OFFSET ${(search.page - 1) * TALENT_POOL_PAGE_SIZE}`.execute(
      db,
    ),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`.execute(db),
  ]);
  return {
    items: await Promise.all(rows.rows.map((row) => toTalent(db, row, locale))),
    total: count.rows[0]?.total ?? 0,
    page: search.page,
    pageSize: TALENT_POOL_PAGE_SIZE,
  };
}

/** One job seeker of the pool as this company sees them, or 404 (not in the pool). */
export async function loadTalent(
  db: Kysely<Database>,
  company: CompanyMembership,
  candidateId: number,
  locale: Locale,
): Promise<Talent & { email: string; locale: string; region: string; cvFileId: number | null }> {
  const { rows } = await sql<TalentRow & { locale: string; region: string }>`SELECT
      ${TALENT_COLUMNS}, u.locale, u.region
    FROM users u LEFT JOIN talent_contact_requests r
      ON r.candidate_id = u.id AND r.company_id = ${company.id}
    WHERE u.id = ${candidateId} AND u.talent_pool_opt_in AND u.user_type = 'candidate'`.execute(db);
  const row = rows[0];
  if (!row) throw notFound();
  return {
    ...(await toTalent(db, row, locale)),
    email: row.email,
    locale: row.locale,
    region: row.region,
    cvFileId: row.request_status === 'accepted' ? row.cv_file_id : null,
  };
}

/** Stores the company's request to a job seeker of the pool; asking twice is a 409. */
export async function askTalent(
  deps: Pick<AppDeps, 'db' | 'now'>,
  company: CompanyMembership,
  candidateId: number,
  requestedBy: number,
  message: string,
): Promise<void> {
  const inserted = await deps.db
    .insertInto('talent_contact_requests')
    .values({
      company_id: company.id,
      candidate_id: candidateId,
      requested_by: requestedBy,
      message,
      created_at: deps.now(),
    })
    .onConflict((oc) => oc.columns(['company_id', 'candidate_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new ApiError(409, 'conflict', 'employer.talentPool.alreadyAsked');
}
