import { daysBetween, type EmployerJob } from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { Database, JobsTable } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import type { JobCardRow } from '../jobs/job-card.ts';
import { calendarDay } from '../jobs/job-status.ts';
import type { JobAdTextColumn } from './employer-job-fields.ts';
import type { CompanyMembership } from './employer-membership.ts';

/** The job card's columns that an ad's editor shows too, and what only the employer sees. */
type EmployerJobRow = Pick<
  JobCardRow & { description: string },
  'id' | 'slug' | JobAdTextColumn
> & {
  status: JobsTable['status'];
  location_slug: string;
  category_slug: string;
  subcategory_slugs: string[];
  /** Null for a draft (migrations/0009). */
  deadline: string | null;
  published_at: Date | string | null;
  created_at: Date | string;
  reply_within_days: number;
  applicant_count: number;
  paid_with: 'free' | 'credit' | null;
};

/** The ad as the dashboard shows it, its days counted in the company's time zone. */
function toEmployerJob(row: EmployerJobRow, company: CompanyMembership, now: Date): EmployerJob {
  const { salary_min: min, salary_max: max, salary_currency: currency, salary_form: basis } = row;
  const period = row.salary_period;
  // The database refuses an employer's ad without its whole pay range (jobs_employer_salary_check).
  if (min === null || max === null || currency === null || basis === null || period === null) {
    throw new Error(`job ${row.id} of an employer has no pay range`);
  }
  const daysLeft =
    row.status === 'draft' || row.deadline === null
      ? null
      : daysBetween(calendarDay(now, company.country), row.deadline);
  return {
    id: row.id,
    slug: row.slug,
    companySlug: company.slug,
    // Older rows may say 'withdrawn': for the employer that ad has ended like a closed one.
    status: row.status === 'withdrawn' ? 'closed' : row.status,
    title: row.title,
    description: row.description,
    language: row.language,
    location: row.location_slug,
    category: row.category_slug,
    subcategories: row.subcategory_slugs,
    type: row.job_type,
    level: row.level,
    extras: row.extras,
    tags: row.tags,
    salary: { min, max, currency, basis, period },
    bonus: row.bonus,
    startDate: row.start_date,
    teamSize: row.team_size,
    teamAgeRange:
      row.team_age_min === null || row.team_age_max === null
        ? null
        : { min: row.team_age_min, max: row.team_age_max },
    deadline: row.deadline,
    replyWithinDays: row.reply_within_days,
    createdAt: new Date(row.created_at).toISOString(),
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    daysLeft,
    expired: daysLeft !== null && daysLeft < 0,
    applicantCount: row.applicant_count,
    paidWith: row.paid_with,
  };
}

async function selectEmployerJobs(
  db: Kysely<Database>,
  company: CompanyMembership,
  jobId: number | null,
): Promise<EmployerJobRow[]> {
  const oneJob = jobId === null ? sql`` : sql`AND j.id = ${jobId}`;
  const { rows } = await sql<EmployerJobRow>`SELECT j.id, j.slug, j.status, j.title, j.description,
      j.language, l.slug AS location_slug, c.slug AS category_slug,
      ARRAY(SELECT s.slug FROM categories s WHERE s.id = ANY(j.subcategory_ids)
        ORDER BY array_position(j.subcategory_ids, s.id)) AS subcategory_slugs,
      j.job_type, j.level, j.extras, j.tags, j.salary_min, j.salary_max, j.salary_currency,
      j.salary_form, j.salary_period, j.bonus, j.start_date, j.team_size, j.team_age_min,
      j.team_age_max, j.deadline, j.reply_within_days, j.created_at, j.published_at,
      (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id) AS applicant_count,
      CASE WHEN EXISTS (SELECT 1 FROM company_free_ads f WHERE f.job_id = j.id) THEN 'free'
           WHEN EXISTS (SELECT 1 FROM company_credit_changes cc WHERE cc.job_id = j.id) THEN 'credit'
      END AS paid_with
    FROM jobs j
    JOIN locations l ON l.id = j.location_id
    JOIN categories c ON c.id = j.category_id
    WHERE j.company_id = ${company.id} ${oneJob}
    ORDER BY j.created_at DESC, j.id DESC`.execute(db);
  return rows;
}

/** Every ad of the company, newest first. */
export async function listEmployerJobs(
  db: Kysely<Database>,
  company: CompanyMembership,
  now: Date,
): Promise<EmployerJob[]> {
  const rows = await selectEmployerJobs(db, company, null);
  return rows.map((row) => toEmployerJob(row, company, now));
}

/** One ad of the company; another company's ad (or none) is a 404, never its data. */
export async function loadEmployerJob(
  db: Kysely<Database>,
  company: CompanyMembership,
  jobId: number,
  now: Date,
): Promise<EmployerJob> {
  const [row] = await selectEmployerJobs(db, company, jobId);
  if (!row) throw notFound();
  return toEmployerJob(row, company, now);
}
