import { AD_RUN_DAYS, type EmployerJobBody } from '@allas/core';
import type { Kysely, Updateable } from 'kysely';
import type { Database, JobsTable } from '../db/schema.ts';
import { ApiError, type FieldProblem } from '../http/api-error.ts';
import { addDays } from '../jobs/job-status.ts';

/** The columns an ad's editor writes and reads back as they are (the job card has them too). */
export type JobAdTextColumn =
  | 'title'
  | 'description'
  | 'language'
  | 'job_type'
  | 'level'
  | 'extras'
  | 'tags'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_form'
  | 'salary_period'
  | 'bonus'
  | 'start_date'
  | 'team_size'
  | 'team_age_min'
  | 'team_age_max';

/** The columns of an ad that the employer's body sets (the same for a new ad and an edit). */
export type JobAdColumns = Required<
  Pick<
    Updateable<JobsTable>,
    | JobAdTextColumn
    | 'location_id'
    | 'category_id'
    | 'subcategory_ids'
    | 'deadline'
    | 'reply_within_days'
  >
>;

const invalid = (fields: Record<string, FieldProblem>) =>
  new ApiError(422, 'validation_failed', 'error.validation', {}, fields);

/**
 * The deadline rule of issue 12: an ad runs at most 30 days from the day it is (or will be)
 * published, and a deadline in the past makes no ad. A missing one means the longest run.
 */
export function deadlineWithin(deadline: string | null, publishDay: string, today: string): string {
  const last = addDays(publishDay, AD_RUN_DAYS);
  if (deadline === null) return last;
  if (deadline < today) throw invalid({ deadline: { key: 'validation.deadline.past' } });
  if (deadline > last) throw invalid({ deadline: { key: 'validation.deadline.tooLate' } });
  return deadline;
}

/**
 * The body's slugs as the ids the jobs table keeps: the city, the top-level category, and
 * subcategories of that category. Every unknown one is named in a field error.
 */
export async function jobAdColumns(
  db: Kysely<Database>,
  body: EmployerJobBody,
  deadline: string | null,
): Promise<JobAdColumns> {
  const [location, categories] = await Promise.all([
    db.selectFrom('locations').select('id').where('slug', '=', body.location).executeTakeFirst(),
    db
      .selectFrom('categories')
      .select(['id', 'slug', 'parent_id'])
      .where('slug', 'in', [body.category, ...body.subcategories])
      .execute(),
  ]);
  const category = categories.find((c) => c.slug === body.category && c.parent_id === null);
  const problems: Record<string, FieldProblem> = {};
  if (!location) problems.location = { key: 'validation.option.invalid' };
  if (!category) problems.category = { key: 'validation.option.invalid' };
  const subcategoryIds: number[] = [];
  body.subcategories.forEach((slug, index) => {
    const sub = categories.find((c) => c.slug === slug && c.parent_id !== null);
    if (!sub || (category && sub.parent_id !== category.id)) {
      problems[`subcategories.${index}`] = { key: 'validation.option.invalid' };
    } else if (!subcategoryIds.includes(sub.id)) subcategoryIds.push(sub.id);
  });
  if (!location || !category || Object.keys(problems).length > 0) throw invalid(problems);
  return {
    title: body.title,
    description: body.description,
    language: body.language,
    location_id: location.id,
    category_id: category.id,
    subcategory_ids: subcategoryIds,
    job_type: body.type,
    level: body.level,
    extras: body.extras,
    tags: body.tags,
    salary_min: body.salary.min,
    salary_max: body.salary.max,
    salary_currency: body.salary.currency,
    salary_form: body.salary.basis,
    salary_period: body.salary.period,
    bonus: body.bonus,
    start_date: body.startDate,
    team_size: body.teamSize,
    team_age_min: body.teamAgeRange?.min ?? null,
    team_age_max: body.teamAgeRange?.max ?? null,
    reply_within_days: body.replyWithinDays,
    deadline,
  };
}
