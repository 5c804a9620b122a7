import type { AppDeps } from '../app-deps.ts';
import type { JobsTable } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { calendarDay } from '../jobs/job-status.ts';
import { isConstraintViolation } from './constraint-violation.ts';
import { wrongStatus } from './employer-job-drafts.ts';
import { deadlineWithin } from './employer-job-fields.ts';
import type { CompanyMembership } from './employer-membership.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;
type Status = JobsTable['status'];

const noCredits = () => new ApiError(409, 'conflict', 'employer.noCredits');

/** 404 when the company has no such ad; otherwise the ad exists but was in another status. */
async function refusal(deps: Deps, company: CompanyMembership, jobId: number): Promise<never> {
  const exists = await deps.db
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', jobId)
    .where('company_id', '=', company.id)
    .executeTakeFirst();
  throw exists ? wrongStatus() : notFound();
}

/**
 * `POST /employer/jobs/:id/publish` (issue 12). The company's first publication is its free ad;
 * every later one spends a credit. Both are decided by the database inside one transaction: the
 * free ad by company_free_ads' primary key (a second claim does nothing), the credit by the balance
 * that may not go below zero. So two publications at once can never share the free ad or the
 * last credit. The deadline is at most 30 days from today; the ad is in search at once (the jobs
 * trigger moves the search revision).
 */
export async function publishJobAd(
  deps: Deps,
  company: CompanyMembership,
  jobId: number,
): Promise<void> {
  const now = deps.now();
  const today = calendarDay(now, company.country);
  try {
    const published = await deps.db.transaction().execute(async (trx) => {
      const draft = await trx
        .selectFrom('jobs')
        .select(['id', 'deadline'])
        .where('id', '=', jobId)
        .where('company_id', '=', company.id)
        .where('status', '=', 'draft')
        .forUpdate()
        .executeTakeFirst();
      if (!draft) return false;
      const deadline = deadlineWithin(draft.deadline, today, today);
      const free = await trx
        .insertInto('company_free_ads')
        .values({ company_id: company.id, job_id: jobId, claimed_at: now })
        .onConflict((oc) => oc.column('company_id').doNothing())
        .returning('company_id')
        .executeTakeFirst();
      if (!free) {
        await trx
          .insertInto('company_credit_changes')
          .values({ company_id: company.id, change: -1, job_id: jobId, created_at: now })
          .execute();
      }
      await trx
        .updateTable('jobs')
        .set({ status: 'published', published_at: now, deadline, updated_at: now })
        .where('id', '=', jobId)
        .execute();
      return true;
    });
    if (!published) await refusal(deps, company, jobId);
  } catch (error) {
    if (isConstraintViolation(error, 'company_credit_balances_not_negative')) throw noCredits();
    throw error;
  }
}

/**
 * One status step of an ad that changes nothing else: pause (published → paused), resume
 * (paused → published), close (any open status → closed). A single conditional UPDATE, so a
 * colleague's step at the same moment cannot be undone unseen.
 */
async function step(
  deps: Deps,
  company: CompanyMembership,
  jobId: number,
  from: readonly Status[],
  to: Status,
  extra: { notExpiredOn?: string } = {},
): Promise<void> {
  let update = deps.db
    .updateTable('jobs')
    .set({ status: to, updated_at: deps.now() })
    .where('id', '=', jobId)
    .where('company_id', '=', company.id)
    .where('status', 'in', from);
  if (extra.notExpiredOn !== undefined) update = update.where('deadline', '>=', extra.notExpiredOn);
  const result = await update.executeTakeFirst();
  if (result.numUpdatedRows > 0n) return;
  if (extra.notExpiredOn !== undefined) {
    const expired = await deps.db
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', jobId)
      .where('company_id', '=', company.id)
      .where('status', 'in', from)
      .executeTakeFirst();
    if (expired) throw new ApiError(409, 'conflict', 'employer.jobAd.expired');
  }
  await refusal(deps, company, jobId);
}

export const pauseJobAd = (deps: Deps, company: CompanyMembership, jobId: number) =>
  step(deps, company, jobId, ['published'], 'paused');

/** An expired ad stays paused: it is not put online past its deadline (duplicate it instead). */
export const resumeJobAd = (deps: Deps, company: CompanyMembership, jobId: number) =>
  step(deps, company, jobId, ['paused'], 'published', {
    notExpiredOn: calendarDay(deps.now(), company.country),
  });

export const closeJobAd = (deps: Deps, company: CompanyMembership, jobId: number) =>
  step(deps, company, jobId, ['draft', 'published', 'paused'], 'closed');
