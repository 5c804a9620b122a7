import type { JobCard } from '@allas/core';
import { AD_RUN_DAYS } from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/api-error.ts';
import type { Locale } from '../i18n/messages.ts';
import { JOB_CARD_COLUMNS, type JobCardRow, loadCategories, toJobDto } from '../jobs/job-card.ts';
import { addDays, calendarDay } from '../jobs/job-status.ts';
import type { CompanyMembership } from './employer-membership.ts';

type PreviewRow = Omit<JobCardRow, 'published_at' | 'deadline'> & {
  published_at: Date | string | null;
  deadline: string | null;
};

/**
 * The ad as the public job page renders it (the same Job card), whatever its status, so the
 * employer sees it before publishing. A draft shows as if published now, with the deadline it
 * would get: its own, else the longest run of 30 days.
 */
export async function previewJobAd(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  company: CompanyMembership,
  jobId: number,
  locale: Locale,
): Promise<JobCard> {
  const now = deps.now();
  const [{ rows }, categories] = await Promise.all([
    sql<PreviewRow>`SELECT ${JOB_CARD_COLUMNS} FROM jobs j
      JOIN companies c ON c.id = j.company_id JOIN locations l ON l.id = j.location_id
      WHERE j.id = ${jobId} AND j.company_id = ${company.id}`.execute(deps.db),
    loadCategories(deps.db),
  ]);
  const [row] = rows;
  if (!row) throw notFound();
  const today = calendarDay(now, company.country);
  return toJobDto(
    {
      ...row,
      published_at: row.published_at ?? now,
      deadline: row.deadline ?? addDays(today, AD_RUN_DAYS),
    },
    { categories, locale, now, apiUrl: deps.config.PUBLIC_API_URL },
  );
}
