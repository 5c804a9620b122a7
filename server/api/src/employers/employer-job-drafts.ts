import type { EmployerJobBody } from '@allas/core';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { calendarDay } from '../jobs/job-status.ts';
import { slugify } from '../seed/random.ts';
import { deadlineWithin, type JobAdColumns, jobAdColumns } from './employer-job-fields.ts';
import type { CompanyMembership } from './employer-membership.ts';

export const wrongStatus = () => new ApiError(409, 'conflict', 'employer.jobAd.wrongStatus');

/**
 * Inserts a draft under the title's slug, numbered when the company has that slug already. The
 * unique (company, slug) index decides, so two drafts saved at once still get two slugs.
 */
async function insertDraft(
  db: Kysely<Database>,
  company: CompanyMembership,
  userId: number,
  columns: JobAdColumns,
  now: Date,
): Promise<number> {
  const base = slugify(columns.title).slice(0, 80).replace(/-+$/, '') || 'allas';
  for (let n = 1; ; n++) {
    const inserted = await db
      .insertInto('jobs')
      .values({
        ...columns,
        company_id: company.id,
        slug: n === 1 ? base : `${base}-${n}`,
        // A job is listed on the site of its company's country.
        country: company.country,
        is_partner: false,
        featured: false,
        daily_favourite_on: null,
        published_at: null,
        status: 'draft',
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['company_id', 'slug']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
  }
}

/** `POST /employer/jobs`: a new draft; its deadline, if chosen, must fit a publication today. */
export async function createDraft(
  deps: Pick<AppDeps, 'db' | 'now'>,
  company: CompanyMembership,
  userId: number,
  body: EmployerJobBody,
): Promise<number> {
  const today = calendarDay(deps.now(), company.country);
  const deadline = body.deadline === null ? null : deadlineWithin(body.deadline, today, today);
  const columns = await jobAdColumns(deps.db, body, deadline);
  return insertDraft(deps.db, company, userId, columns, deps.now());
}

/**
 * `PUT /employer/jobs/:id`: a draft, a published or a paused ad takes the new fields (a published
 * one changes online at once: search reloads on any change of jobs). A closed ad is history.
 */
export async function updateJobAd(
  deps: Pick<AppDeps, 'db' | 'now'>,
  company: CompanyMembership,
  jobId: number,
  body: EmployerJobBody,
): Promise<void> {
  const job = await deps.db
    .selectFrom('jobs')
    .select(['status', 'published_at', 'deadline'])
    .where('id', '=', jobId)
    .where('company_id', '=', company.id)
    .executeTakeFirst();
  if (!job) throw notFound();
  if (job.status !== 'draft' && job.status !== 'published' && job.status !== 'paused') {
    throw wrongStatus();
  }
  const now = deps.now();
  const today = calendarDay(now, company.country);
  const publishDay =
    job.published_at === null ? today : calendarDay(job.published_at, company.country);
  // A draft may leave the deadline open; an ad online always has one (the longest run if not given).
  const deadline =
    job.status === 'draft' && body.deadline === null
      ? null
      : deadlineWithin(body.deadline, publishDay, today);
  const columns = await jobAdColumns(deps.db, body, deadline);
  const updated = await deps.db
    .updateTable('jobs')
    .set({ ...columns, updated_at: now })
    .where('id', '=', jobId)
    .where('company_id', '=', company.id)
    // Not closed in the meantime by a colleague.
    .where('status', '=', job.status)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw wrongStatus();
}

/** `POST /employer/jobs/:id/duplicate`: the ad's fields in a new draft, without its deadline. */
export async function duplicateJobAd(
  deps: Pick<AppDeps, 'db' | 'now'>,
  company: CompanyMembership,
  userId: number,
  jobId: number,
): Promise<number> {
  const source = await deps.db
    .selectFrom('jobs')
    .select([
      'title',
      'description',
      'language',
      'location_id',
      'category_id',
      'subcategory_ids',
      'job_type',
      'level',
      'extras',
      'tags',
      'salary_min',
      'salary_max',
      'salary_currency',
      'salary_form',
      'salary_period',
      'bonus',
      'start_date',
      'team_size',
      'team_age_min',
      'team_age_max',
      'reply_within_days',
    ])
    .where('id', '=', jobId)
    .where('company_id', '=', company.id)
    .executeTakeFirst();
  if (!source) throw notFound();
  return insertDraft(deps.db, company, userId, { ...source, deadline: null }, deps.now());
}
