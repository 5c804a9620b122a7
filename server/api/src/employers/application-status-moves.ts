import { type ApplicationStatus, canMoveApplication } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { sendApplicationStatusMail } from '../mail/application-status-mail.ts';
import type { CompanyMembership } from './employer-membership.ts';

export interface StatusMove {
  to: ApplicationStatus;
  message: string | null;
  /** The employer user who moves it. */
  by: number;
}

/**
 * Moves one of the company's applications to the next status, keeps the move in its history and
 * mails the candidate. The row is locked first, so two colleagues moving the same application at
 * once apply one move after the other, the second checked against the first's result.
 */
export async function moveApplication(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'config' | 'now'>,
  company: CompanyMembership,
  applicationId: number,
  move: StatusMove,
): Promise<void> {
  const now = deps.now();
  const moved = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .select([
        'a.id',
        'a.status',
        'a.email',
        'a.first_name',
        'a.user_id',
        'a.language',
        'j.title',
        'j.country',
      ])
      .where('a.id', '=', applicationId)
      .where('j.company_id', '=', company.id)
      .forUpdate('a')
      .executeTakeFirst();
    if (!row) throw notFound();
    if (!canMoveApplication(row.status, move.to)) {
      throw new ApiError(409, 'conflict', 'employer.application.wrongStatus');
    }
    await trx
      .updateTable('applications')
      .set({ status: move.to, status_changed_at: now, status_message: move.message })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('application_status_changes')
      .values({
        application_id: row.id,
        status: move.to,
        message: move.message,
        changed_by: move.by,
        created_at: now,
      })
      .execute();
    return row;
  });
  await sendApplicationStatusMail(
    deps,
    {
      email: moved.email,
      firstName: moved.first_name,
      userId: moved.user_id,
      language: moved.language,
      jobTitle: moved.title,
      companyName: company.name,
      country: moved.country,
    },
    move.to,
    move.message,
  );
}

/** Opening a received application marks it viewed (once: a viewed one stays as it is). */
export async function markApplicationViewed(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'config' | 'now'>,
  company: CompanyMembership,
  applicationId: number,
  by: number,
  status: ApplicationStatus,
): Promise<void> {
  if (status !== 'received') return;
  try {
    await moveApplication(deps, company, applicationId, { to: 'viewed', message: null, by });
  } catch (error) {
    // A colleague moved it on in the meantime: it has been viewed, which is all this step wants.
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
}
