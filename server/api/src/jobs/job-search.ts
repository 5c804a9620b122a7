import { type Kysely, type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../i18n/messages.ts';
import { JOB_EXTRAS, JOB_LEVELS, JOB_TYPES } from '../schemas/fields.ts';
import {
  type CategoryInfo,
  JOB_CARD_COLUMNS,
  type JobCardRow,
  jobSchema,
  loadCategories,
  toJobDto,
} from './job-card.ts';
import { addDays, calendarDay, EXPIRING_WITHIN_DAYS, NEW_JOB_WITHIN_DAYS } from './job-status.ts';

// Query parameters of the job list, named as in @allas/core's job-search URL codec (q, category,
// subcategories, location, types, extras, levels, salary, new, expiring, page, sort). Lists are
// comma-separated or repeated. Anything unknown or malformed is a 400, never a 5xx.
const commaList = <T extends string>(values: readonly [T, ...T[]], max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value.join(',') : value)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(max));
const slugList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value.join(',') : value)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(80)
          .regex(/^[a-z0-9-]+$/),
      )
      .max(30),
  );
const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const JOB_SORTS = ['relevance', 'newest', 'deadline', 'salary'] as const;
export const MAX_PAGE = 1000;

export const jobSearchQuerySchema = z.strictObject({
  region: z.enum(['hu', 'ro']).default('hu'),
  q: z.string().trim().max(200).optional(),
  category: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  subcategories: slugList.optional(),
  location: z.string().trim().max(100).optional(),
  types: commaList(JOB_TYPES, 4).optional(),
  extras: commaList(JOB_EXTRAS, 2).optional(),
  levels: commaList(JOB_LEVELS, 5).optional(),
  salary: flag.optional(),
  new: flag.optional(),
  expiring: flag.optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
  sort: z.enum(JOB_SORTS).default('relevance'),
});

export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;
type Dimension = 'category' | 'types' | 'levels' | 'extras' | 'location' | 'flags';

const facetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const jobSearchResultSchema = z
  .object({
    items: z.array(jobSchema),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    sort: z.enum(JOB_SORTS),
    facets: z
      .object({
        categories: z.array(facetCount),
        subcategories: z.array(facetCount),
        types: z.array(facetCount),
        levels: z.array(facetCount),
        extras: z.array(facetCount),
        locations: z.array(facetCount),
        withSalary: z.number().int(),
        new: z.number().int(),
        expiring: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'JobSearchResult' });

export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

const TIME_ZONE = { HU: 'Europe/Budapest', RO: 'Europe/Bucharest' } as const;

/** Filters beyond the URL's: a landing list's stored filter adds subcategory ids and levels. */
export interface ExtraJobFilter {
  categoryIds?: number[];
  subcategoryIds?: number[];
  levels?: string[];
  companyId?: number;
  partnerOnly?: boolean;
}

function conditions(
  query: JobSearchQuery,
  extra: ExtraJobFilter,
  categories: Map<number, CategoryInfo>,
  today: string,
  except?: Dimension,
): RawBuilder<unknown>[] {
  const country = query.region === 'ro' ? 'RO' : 'HU';
  const conds: RawBuilder<unknown>[] = [
    sql`j.status = 'published'`,
    sql`j.country = ${country}`,
    sql`j.deadline >= ${today}::date`,
  ];
  const text = query.q?.trim();
  if (text) {
    conds.push(
      sql`(j.search_tsv @@ ${textQuery(text)} OR allas_unaccent(lower(${text})) <% j.search_plain)`,
    );
  }
  if (extra.companyId !== undefined) conds.push(sql`j.company_id = ${extra.companyId}`);
  if (extra.partnerOnly) conds.push(sql`j.is_partner`);
  if (extra.categoryIds?.length) conds.push(sql`j.category_id = ANY(${extra.categoryIds}::int[])`);
  if (extra.subcategoryIds?.length) {
    conds.push(sql`j.subcategory_ids && ${extra.subcategoryIds}::int[]`);
  }
  if (extra.levels?.length) conds.push(sql`j.level = ANY(${extra.levels}::text[])`);
  if (except !== 'category') {
    const bySlug = new Map([...categories.values()].map((c) => [c.slug, c]));
    if (query.category) {
      const category = bySlug.get(query.category);
      if (!category) conds.push(sql`false`);
      else if (category.parentId === null) conds.push(sql`j.category_id = ${category.id}`);
      else conds.push(sql`${category.id}::int = ANY(j.subcategory_ids)`);
    }
    if (query.subcategories?.length) {
      const ids = query.subcategories.flatMap((slug) => bySlug.get(slug)?.id ?? []);
      conds.push(ids.length ? sql`j.subcategory_ids && ${ids}::int[]` : sql`false`);
    }
  }
  if (except !== 'location' && query.location) {
    const pattern = `%${query.location.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      sql`(allas_unaccent(lower(l.name)) LIKE allas_unaccent(${pattern}) OR allas_unaccent(lower(l.county)) LIKE allas_unaccent(${pattern}))`,
    );
  }
  if (except !== 'types' && query.types?.length)
    conds.push(sql`j.job_type = ANY(${query.types}::text[])`);
  if (except !== 'levels' && query.levels?.length)
    conds.push(sql`j.level = ANY(${query.levels}::text[])`);
  if (except !== 'extras' && query.extras?.length)
    conds.push(sql`j.extras && ${query.extras}::text[]`);
  if (except !== 'flags') {
    if (query.salary) conds.push(sql`j.salary_max IS NOT NULL`);
    if (query.new) conds.push(newCondition(country, today));
    if (query.expiring)
      conds.push(sql`j.deadline <= ${addDays(today, EXPIRING_WITHIN_DAYS)}::date`);
  }
  return conds;
}

const newCondition = (country: 'HU' | 'RO', today: string) =>
  sql`(j.published_at AT TIME ZONE ${TIME_ZONE[country]})::date >= ${addDays(today, -NEW_JOB_WITHIN_DAYS)}::date`;

/**
 * The ad's own language decides its stemming, so the query is stemmed in every configuration and
 * matched against all of them; the unaccented simple form makes "muszaki" find "műszaki".
 */
function textQuery(text: string) {
  return sql`(websearch_to_tsquery('hungarian', ${text}) || websearch_to_tsquery('romanian', ${text})
    || websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('simple', allas_unaccent(lower(${text}))))`;
}

const where = (conds: RawBuilder<unknown>[]) => sql.join(conds, sql` AND `);

function orderBy(query: JobSearchQuery) {
  const text = query.q?.trim();
  switch (query.sort) {
    case 'newest':
      return sql`j.published_at DESC, j.id DESC`;
    case 'deadline':
      return sql`j.deadline ASC, j.id ASC`;
    case 'salary':
      return sql`j.salary_max DESC NULLS LAST, j.id DESC`;
    default:
      return text
        ? sql`(ts_rank(j.search_tsv, ${textQuery(text)}) + word_similarity(allas_unaccent(lower(${text})), j.search_plain)) DESC, j.published_at DESC, j.id DESC`
        : sql`j.featured DESC, j.published_at DESC, j.id DESC`;
  }
}

/** Runs one job search: a stable page of cards, the total and (optionally) the facet counts. */
export async function searchJobs(
  db: Kysely<Database>,
  query: JobSearchQuery,
  options: { locale: Locale; now: Date; apiUrl: string; facets: boolean; extra?: ExtraJobFilter },
): Promise<JobSearchResult> {
  const categories = await loadCategories(db);
  const country = query.region === 'ro' ? 'RO' : 'HU';
  const today = calendarDay(options.now, country);
  const extra = options.extra ?? {};
  const all = conditions(query, extra, categories, today);
  const from = sql`jobs j JOIN companies c ON c.id = j.company_id JOIN locations l ON l.id = j.location_id`;
  const offset = (query.page - 1) * query.perPage;
  const [page, total] = await Promise.all([
    sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${from} WHERE ${where(all)}
      ORDER BY ${orderBy(query)} LIMIT ${query.perPage} OFFSET ${offset}`.execute(db),
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM jobs j JOIN locations l ON l.id = j.location_id
      WHERE ${where(all)}`.execute(db),
  ]);
  const count = total.rows[0]?.n ?? 0;
  const context = { categories, locale: options.locale, now: options.now, apiUrl: options.apiUrl };
  return {
    items: page.rows.map((row) => toJobDto(row, context)),
    page: query.page,
    perPage: query.perPage,
    total: count,
    totalPages: Math.ceil(count / query.perPage),
    sort: query.sort,
    facets: options.facets
      ? await facets(db, query, extra, categories, today, options.locale)
      : null,
  };
}

async function facets(
  db: Kysely<Database>,
  query: JobSearchQuery,
  extra: ExtraJobFilter,
  categories: Map<number, CategoryInfo>,
  today: string,
  locale: Locale,
) {
  const from = sql`jobs j JOIN locations l ON l.id = j.location_id`;
  const grouped = (key: RawBuilder<unknown>, except: Dimension) =>
    sql<{ key: string; n: number }>`SELECT ${key} AS key, count(*)::int AS n FROM ${from}
      WHERE ${where(conditions(query, extra, categories, today, except))} GROUP BY 1 ORDER BY 2 DESC, 1`.execute(
      db,
    );
  const country = query.region === 'ro' ? 'RO' : 'HU';
  const flagConds = where(conditions(query, extra, categories, today, 'flags'));
  const [cats, subs, types, levels, extras, locations, flags] = await Promise.all([
    grouped(sql`j.category_id::text`, 'category'),
    grouped(sql`unnest(j.subcategory_ids)::text`, 'category'),
    grouped(sql`j.job_type`, 'types'),
    grouped(sql`j.level`, 'levels'),
    grouped(sql`unnest(j.extras)`, 'extras'),
    grouped(sql`l.name`, 'location'),
    sql<{ salary: number; fresh: number; expiring: number }>`SELECT
        count(*) FILTER (WHERE j.salary_max IS NOT NULL)::int AS salary,
        count(*) FILTER (WHERE ${newCondition(country, today)})::int AS fresh,
        count(*) FILTER (WHERE j.deadline <= ${addDays(today, EXPIRING_WITHIN_DAYS)}::date)::int AS expiring
      FROM ${from} WHERE ${flagConds}`.execute(db),
  ]);
  const byCategory = (rows: { key: string; n: number }[]) =>
    rows.flatMap((row) => {
      const category = categories.get(Number(row.key));
      return category ? [{ value: category.slug, label: category.name[locale], count: row.n }] : [];
    });
  const plain = (rows: { key: string; n: number }[]) =>
    rows.map((row) => ({ value: row.key, label: row.key, count: row.n }));
  return {
    categories: byCategory(cats.rows),
    subcategories: byCategory(subs.rows),
    types: plain(types.rows),
    levels: plain(levels.rows),
    extras: plain(extras.rows),
    locations: plain(locations.rows).slice(0, 30),
    withSalary: flags.rows[0]?.salary ?? 0,
    new: flags.rows[0]?.fresh ?? 0,
    expiring: flags.rows[0]?.expiring ?? 0,
  };
}
