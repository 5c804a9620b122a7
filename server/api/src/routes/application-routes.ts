import {
  type ApplicationStatus,
  endpoints,
  myApplicationsSince,
  replyByDay,
  toRegionKey,
} from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { METHOD_COLUMN, METHOD_NAME } from '../applications/application-method-columns.ts';
import { admitSubmission } from '../auth/admit-submission.ts';
import { insertFileRow, writeWithFiles } from '../files/file-records.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { checkUpload } from '../files/upload-check.ts';
import { ApiError, fieldError, notFound, unauthenticated } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import { translate } from '../i18n/messages.ts';
import { JOB_CARD_COLUMNS, type JobCardRow, loadCategories, toJobDto } from '../jobs/job-card.ts';
import { JOB_CARD_FROM } from '../jobs/job-cards.ts';
import { calendarDay, timeZoneOf } from '../jobs/job-status.ts';
import { sendApplicationSentMail } from '../mail/application-sent-mail.ts';
import { toE164 } from '../users/e164.ts';

export function applicationRoutes(deps: AppDeps) {
  const { db } = deps;

  return [
    defineRoute(endpoints.apply, async ({ ctx, params, body, user, files, locale }) => {
      const job = await db
        .selectFrom('jobs')
        .innerJoin('companies', 'companies.id', 'jobs.company_id')
        .select([
          'jobs.id',
          'jobs.deadline',
          'jobs.country',
          'jobs.title',
          'jobs.slug',
          'companies.name as companyName',
          'companies.slug as companySlug',
        ])
        .where('jobs.id', '=', params.jobId)
        .where('jobs.status', '=', 'published')
        .executeTakeFirst();
      if (!job) throw notFound();
      // A published ad always has a deadline (a database check); null only narrows the type.
      if (job.deadline === null || job.deadline < calendarDay(deps.now(), job.country)) {
        throw new ApiError(410, 'gone', 'job.expired');
      }
      if (body.method === 'profile' && !user) {
        throw unauthenticated();
      }
      await admitSubmission(deps, 'applications', { ctx, user, captcha: body.captcha });
      const duplicate = await db
        .selectFrom('applications')
        .select('id')
        .where('job_id', '=', job.id)
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, '=', body.email),
            ...(user ? [eb('user_id', '=', user.id)] : []),
          ]),
        )
        .executeTakeFirst();
      if (duplicate) throw new ApiError(409, 'conflict', 'application.alreadyApplied');

      // Every upload is checked before anything is written.
      const cvUpload =
        body.method === 'cv' && files.cv ? await checkUpload(files.cv, 'pdf', 'cv') : null;
      const coverLetter = files.coverLetter
        ? await checkUpload(files.coverLetter, 'pdf', 'coverLetter')
        : null;
      const uploads = [cvUpload, coverLetter].filter((upload) => upload !== null);
      const inserted = await writeWithFiles(deps, uploads, async (trx, stored) => {
        const ownerId = user?.id ?? null;
        const storedCv = cvUpload ? stored[0] : undefined;
        const storedCoverLetter = coverLetter ? stored.at(-1) : undefined;
        let cvFileId = storedCv ? await insertFileRow(trx, ownerId, 'cv', storedCv) : null;
        if (body.method === 'cv' && !storedCv && body.useSavedCv && user) {
          // Shares the lock a CV delete or replace takes (profile-routes.ts): the saved CV read
          // here is the one the application records, never one deleted in the meantime.
          const row = await trx
            .selectFrom('users')
            .select('cv_file_id')
            .where('id', '=', user.id)
            .forShare()
            .executeTakeFirst();
          cvFileId = row?.cv_file_id ?? null;
        }
        if (body.method === 'cv' && cvFileId === null) {
          throw fieldError('cv', 'validation.cv.required');
        }
        const coverLetterId = storedCoverLetter
          ? await insertFileRow(trx, ownerId, 'cover_letter', storedCoverLetter)
          : null;
        const row = await trx
          .insertInto('applications')
          .values({
            job_id: job.id,
            user_id: ownerId,
            email: body.email,
            first_name: body.firstName,
            last_name: body.lastName,
            phone: toE164(body.phone, toRegionKey(job.country)),
            method: METHOD_COLUMN[body.method],
            cv_file_id: cvFileId,
            cover_letter_file_id: coverLetterId,
            linkedin_url: body.method === 'linkedIn' ? (body.linkedInUrl ?? null) : null,
            language: body.language,
            consent: body.consentToShareData,
            created_at: deps.now(),
          })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) throw new ApiError(409, 'conflict', 'application.alreadyApplied');
        return { value: row, releasedKeys: [] };
      });
      await sendApplicationSentMail(
        deps,
        { email: body.email, firstName: body.firstName, signedIn: Boolean(user) },
        job,
        locale,
      );
      return {
        id: String(inserted.id),
        jobId: String(job.id),
        method: body.method,
        status: 'received' as const,
        message: translate('notice.applicationSent', locale),
      };
    }),
    defineRoute(endpoints.myApplications, async ({ user, locale }) => {
      const since = myApplicationsSince(deps.now());
      const rows = await sql<
        JobCardRow & {
          application_id: number;
          applied_at: Date;
          application_status: ApplicationStatus;
          status_changed_at: Date | null;
          status_message: string | null;
          reply_within_days: number;
          method: keyof typeof METHOD_NAME;
        }
      >`SELECT ${JOB_CARD_COLUMNS}, a.id AS application_id, a.created_at AS applied_at,
            a.status AS application_status, a.status_changed_at, a.status_message,
            j.reply_within_days, a.method
          FROM ${JOB_CARD_FROM} JOIN applications a ON a.job_id = j.id
          WHERE a.user_id = ${user.id} AND a.created_at >= ${since}
          ORDER BY a.created_at DESC, a.id DESC`.execute(db);
      const categories = await loadCategories(db);
      return rows.rows.map((row) => ({
        id: String(row.application_id),
        appliedAt: new Date(row.applied_at).toISOString(),
        status: row.application_status,
        statusChangedAt: row.status_changed_at && new Date(row.status_changed_at).toISOString(),
        statusMessage: row.status_message,
        replyBy: replyByDay(
          new Date(row.applied_at),
          row.reply_within_days,
          timeZoneOf(row.country),
        ),
        method: METHOD_NAME[row.method],
        job: toJobDto(row, {
          categories,
          locale,
          now: deps.now(),
          apiUrl: deps.config.PUBLIC_API_URL,
        }),
      }));
    }),
    defineRoute(endpoints.myApplicationCv, async ({ ctx, user, params }) => {
      const row = await db
        .selectFrom('applications')
        .select('cv_file_id')
        .where('id', '=', params.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      await sendStoredFile(deps, ctx, row.cv_file_id);
    }),
  ];
}
