import {
  type ApplicationStatus,
  applicationStatuses,
  EMPLOYER_APPLICATIONS_PAGE_SIZE,
  type EmployerApplication,
  type EmployerApplicationList,
  type EmployerApplicationListQuery,
  type EmployerApplicationSummary,
  nextApplicationStatuses,
  replyByDay,
  zonedTimeToInstant,
} from '@allas/core';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { METHOD_COLUMN, METHOD_NAME } from '../applications/application-method-columns.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { addDays, timeZoneOf } from '../jobs/job-status.ts';
import type { CompanyMembership } from './employer-membership.ts';

type ApplicationsOfCompany = SelectQueryBuilder<
  Database & { a: Database['applications']; j: Database['jobs'] },
  'a' | 'j',
  object
>;

/** The company's applications: every query starts here, so no other company's row is reachable. */
function applicationsOf(db: Kysely<Database>, company: CompanyMembership): ApplicationsOfCompany {
  return db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .where('j.company_id', '=', company.id);
}

const summaryColumns = [
  'a.id',
  'a.job_id',
  'j.title as job_title',
  'a.first_name',
  'a.last_name',
  'a.created_at',
  'a.status',
  'a.method',
  'a.cv_file_id',
  'a.cover_letter_file_id',
  'j.reply_within_days',
] as const;

interface SummaryRow {
  id: number;
  job_id: number;
  job_title: string;
  first_name: string;
  last_name: string;
  created_at: Date;
  status: ApplicationStatus;
  method: keyof typeof METHOD_NAME;
  cv_file_id: number | null;
  cover_letter_file_id: number | null;
  reply_within_days: number;
}

function toSummary(row: SummaryRow, company: CompanyMembership): EmployerApplicationSummary {
  const appliedAt = new Date(row.created_at);
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    firstName: row.first_name,
    lastName: row.last_name,
    appliedAt: appliedAt.toISOString(),
    status: row.status,
    method: METHOD_NAME[row.method],
    hasCv: row.cv_file_id !== null,
    hasCoverLetter: row.cover_letter_file_id !== null,
    replyBy: replyByDay(appliedAt, row.reply_within_days, timeZoneOf(company.country)),
  };
}

/**
 * The filters other than status: one ad, the method, and the days applied on (whole calendar days
 * in the company's time zone, `to` included).
 */
function filtered(
  query: ApplicationsOfCompany,
  filters: EmployerApplicationListQuery,
  company: CompanyMembership,
): ApplicationsOfCompany {
  const zone = timeZoneOf(company.country);
  const midnight = { hour: 0, minute: 0, second: 0 };
  let q = query;
  if (filters.job !== undefined) q = q.where('a.job_id', '=', filters.job);
  if (filters.method !== undefined) q = q.where('a.method', '=', METHOD_COLUMN[filters.method]);
  if (filters.from !== undefined) {
    q = q.where('a.created_at', '>=', zonedTimeToInstant(filters.from, midnight, zone));
  }
  if (filters.to !== undefined) {
    q = q.where('a.created_at', '<', zonedTimeToInstant(addDays(filters.to, 1), midnight, zone));
  }
  return q;
}

/** `GET /employer/applications`: a page of applicants, newest first, and the count per status. */
export async function listEmployerApplications(
  db: Kysely<Database>,
  company: CompanyMembership,
  filters: EmployerApplicationListQuery,
): Promise<EmployerApplicationList> {
  const base = filtered(applicationsOf(db, company), filters, company);
  const withStatus =
    filters.status === undefined ? base : base.where('a.status', '=', filters.status);
  const pageSize = EMPLOYER_APPLICATIONS_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    withStatus
      .select(summaryColumns)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize)
      .execute(),
    base
      .select((eb) => ['a.status', eb.fn.countAll<number>().as('count')])
      .groupBy('a.status')
      .execute(),
  ]);
  const statusCounts = Object.fromEntries(applicationStatuses.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of counts) statusCounts[row.status] = Number(row.count);
  const total =
    filters.status === undefined
      ? Object.values(statusCounts).reduce((sum, n) => sum + n, 0)
      : statusCounts[filters.status];
  return {
    items: rows.map((row) => toSummary(row as SummaryRow, company)),
    total,
    page: filters.page,
    pageSize,
    statusCounts,
  };
}

/** The stored row of one of the company's applications, or 404 (also for another company's). */
export async function findCompanyApplication(
  db: Kysely<Database>,
  company: CompanyMembership,
  id: number,
) {
  const row = await applicationsOf(db, company)
    .select([
      ...summaryColumns,
      'a.email',
      'a.phone',
      'a.linkedin_url',
      'a.language',
      'j.slug as job_slug',
      'j.country',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** One application in full, with its history of moves. */
export async function loadEmployerApplication(
  db: Kysely<Database>,
  company: CompanyMembership,
  id: number,
): Promise<EmployerApplication> {
  const row = await findCompanyApplication(db, company, id);
  const history = await db
    .selectFrom('application_status_changes')
    .select(['status', 'message', 'created_at'])
    .where('application_id', '=', id)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return {
    ...toSummary(row as SummaryRow, company),
    email: row.email,
    phone: row.phone,
    linkedInUrl: row.linkedin_url,
    language: row.language,
    nextStatuses: [...nextApplicationStatuses(row.status)],
    history: history.map((change) => ({
      status: change.status,
      message: change.message,
      changedAt: new Date(change.created_at).toISOString(),
    })),
  };
}
