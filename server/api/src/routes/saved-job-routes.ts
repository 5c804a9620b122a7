import { endpoints } from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import { JOB_CARD_COLUMNS, type JobCardRow, loadCategories, toJobDto } from '../jobs/job-card.ts';
import { JOB_CARD_FROM } from '../jobs/job-cards.ts';

export function savedJobRoutes(deps: AppDeps) {
  const { db } = deps;
  return [
    defineRoute(endpoints.savedJobs, async ({ user, locale }) => {
      const rows = await sql<
        JobCardRow & { saved_at: Date }
      >`SELECT ${JOB_CARD_COLUMNS}, s.created_at AS saved_at
          FROM ${JOB_CARD_FROM} JOIN saved_jobs s ON s.job_id = j.id
          WHERE s.user_id = ${user.id} AND j.status = 'published' ORDER BY s.created_at DESC, j.id DESC`.execute(
        db,
      );
      const categories = await loadCategories(db);
      return rows.rows.map((row) => ({
        ...toJobDto(row, {
          categories,
          locale,
          now: deps.now(),
          apiUrl: deps.config.PUBLIC_API_URL,
        }),
        savedAt: new Date(row.saved_at).toISOString(),
      }));
    }),
    defineRoute(endpoints.saveJob, async ({ user, params }) => {
      const job = await db
        .selectFrom('jobs')
        .select('id')
        .where('id', '=', params.jobId)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (!job) throw notFound();
      await db
        .insertInto('saved_jobs')
        .values({ user_id: user.id, job_id: params.jobId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { jobId: String(params.jobId), saved: true };
    }),
    defineRoute(endpoints.unsaveJob, async ({ user, params }) => {
      await db
        .deleteFrom('saved_jobs')
        .where('user_id', '=', user.id)
        .where('job_id', '=', params.jobId)
        .execute();
      return { jobId: String(params.jobId), saved: false };
    }),
  ];
}
