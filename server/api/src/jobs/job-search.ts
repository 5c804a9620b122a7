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
import {
  addDays,
  calendarDay,
  EXPIRING_WITHIN_DAYS,
  NEW_JOB_WITHIN_DAYS,
  timeZoneOf,
} from './job-status.ts';

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

/** Filters beyond the URL's: a landing list's stored filter adds subcategory ids and levels. */
export interface ExtraJobFilter {
  categoryIds?: number[];
  subcategoryIds?: number[];
  levels?: string[];
  companyId?: number;
  partnerOnly?: boolean;
}

/**
 * How the text is matched: full-text search (stemmed, unaccented) when it finds anything in the
 * region, otherwise the trigram fallback for typos. Trigram similarity cannot use an index as
 * cheaply, so it only runs when full-text search has nothing to offer.
 */
type TextMode = 'fulltext' | 'fuzzy';

/**
 * What a search resolves once before its statements: the region's today, the text mode, the
 * tsquery as text (built once, then a constant: building it per row is what made text search
 * slow) and the location filter as location ids (matching 24 city names, not every job row).
 */
interface SearchPlan {
  today: string;
  textMode: TextMode;
  tsquery: string;
  locationIds: number[] | null;
}

/** The conditions every count shares: open in the region, the text, a landing list's filter. */
function baseConditions(
  query: JobSearchQuery,
  extra: ExtraJobFilter,
  plan: SearchPlan,
): RawBuilder<unknown>[] {
  const { today, textMode } = plan;
  const country = query.region === 'ro' ? 'RO' : 'HU';
  const conds: RawBuilder<unknown>[] = [
    sql`j.status = 'published'`,
    sql`j.country = ${country}`,
    sql`j.deadline >= ${today}::date`,
  ];
  const text = query.q?.trim();
  if (text) {
    conds.push(
      textMode === 'fuzzy'
        ? sql`allas_unaccent(lower(${text})) <% j.search_plain`
        : sql`j.search_tsv @@ ${plan.tsquery}::tsquery`,
    );
  }
  if (extra.companyId !== undefined) conds.push(sql`j.company_id = ${extra.companyId}`);
  if (extra.partnerOnly) conds.push(sql`j.is_partner`);
  if (extra.categoryIds?.length) conds.push(sql`j.category_id = ANY(${extra.categoryIds}::int[])`);
  if (extra.subcategoryIds?.length) {
    conds.push(sql`j.subcategory_ids && ${extra.subcategoryIds}::int[]`);
  }
  if (extra.levels?.length) conds.push(sql`j.level = ANY(${extra.levels}::text[])`);
  return conds;
}

/** One condition per facet dimension (true when the query does not filter by it). */
function dimensionConditions(
  query: JobSearchQuery,
  categories: Map<number, CategoryInfo>,
  plan: SearchPlan,
): Record<Dimension, RawBuilder<unknown>> {
  const { today } = plan;
  const country = query.region === 'ro' ? 'RO' : 'HU';
  const all = (conds: RawBuilder<unknown>[]) =>
    conds.length ? sql`(${sql.join(conds, sql` AND `)})` : sql`true`;
  const bySlug = new Map([...categories.values()].map((c) => [c.slug, c]));
  const category: RawBuilder<unknown>[] = [];
  if (query.category) {
    const found = bySlug.get(query.category);
    if (!found) category.push(sql`false`);
    else if (found.parentId === null) category.push(sql`j.category_id = ${found.id}`);
    else category.push(sql`${found.id}::int = ANY(j.subcategory_ids)`);
  }
  if (query.subcategories?.length) {
    const ids = query.subcategories.flatMap((slug) => bySlug.get(slug)?.id ?? []);
    category.push(ids.length ? sql`j.subcategory_ids && ${ids}::int[]` : sql`false`);
  }
  const location: RawBuilder<unknown>[] = [];
  if (plan.locationIds !== null)
    location.push(sql`j.location_id = ANY(${plan.locationIds}::int[])`);
  const flags: RawBuilder<unknown>[] = [];
  if (query.salary) flags.push(sql`j.salary_max IS NOT NULL`);
  if (query.new) flags.push(newCondition(country, today));
  if (query.expiring) flags.push(sql`j.deadline <= ${addDays(today, EXPIRING_WITHIN_DAYS)}::date`);
  return {
    category: all(category),
    location: all(location),
    types: query.types?.length ? sql`j.job_type = ANY(${query.types}::text[])` : sql`true`,
    levels: query.levels?.length ? sql`j.level = ANY(${query.levels}::text[])` : sql`true`,
    extras: query.extras?.length ? sql`j.extras && ${query.extras}::text[]` : sql`true`,
    flags: all(flags),
  };
}

function conditions(
  query: JobSearchQuery,
  extra: ExtraJobFilter,
  categories: Map<number, CategoryInfo>,
  plan: SearchPlan,
): RawBuilder<unknown>[] {
  return [
    ...baseConditions(query, extra, plan),
    ...Object.values(dimensionConditions(query, categories, plan)),
  ];
}

const newCondition = (country: 'HU' | 'RO', today: string) =>
  sql`(j.published_at AT TIME ZONE ${timeZoneOf(country)})::date >= ${addDays(today, -NEW_JOB_WITHIN_DAYS)}::date`;

/**
 * The ad's own language decides its stemming, so the query is stemmed in every configuration and
 * matched against all of them; the unaccented simple form makes "muszaki" find "műszaki".
 */
function textQuery(text: string) {
  return sql`(websearch_to_tsquery('hungarian', ${text}) || websearch_to_tsquery('romanian', ${text})
    || websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('simple', allas_unaccent(lower(${text}))))`;
}

const where = (conds: RawBuilder<unknown>[]) => sql.join(conds, sql` AND `);

function orderBy(query: JobSearchQuery, plan: SearchPlan) {
  const { textMode } = plan;
  const text = query.q?.trim();
  switch (query.sort) {
    case 'newest':
      return sql`j.published_at DESC, j.id DESC`;
    case 'deadline':
      return sql`j.deadline ASC, j.id ASC`;
    case 'salary':
      return sql`j.salary_max DESC NULLS LAST, j.id DESC`;
    default:
      if (!text) return sql`j.featured DESC, j.published_at DESC, j.id DESC`;
      return textMode === 'fuzzy'
        ? sql`word_similarity(allas_unaccent(lower(${text})), j.search_plain) DESC, j.published_at DESC, j.id DESC`
        : sql`ts_rank(j.search_tsv, ${plan.tsquery}::tsquery) DESC, j.published_at DESC, j.id DESC`;
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
  const text = query.q?.trim();
  const plan: SearchPlan = { today, textMode: 'fulltext', tsquery: '', locationIds: null };
  if (text) {
    const built = await sql<{
      tsquery: string;
      hit: boolean;
    }>`WITH q AS (SELECT ${textQuery(text)} AS tsq)
      SELECT q.tsq::text AS tsquery, EXISTS (SELECT 1 FROM jobs j WHERE j.status = 'published'
        AND j.country = ${country} AND j.deadline >= ${today}::date AND j.search_tsv @@ q.tsq) AS hit
      FROM q`.execute(db);
    plan.tsquery = built.rows[0]?.tsquery ?? '';
    if (!built.rows[0]?.hit) plan.textMode = 'fuzzy';
  }
  if (query.location) {
    const pattern = `%${query.location.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const ids = await sql<{ id: number }>`SELECT id FROM locations WHERE country = ${country}
      AND (allas_unaccent(lower(name)) LIKE allas_unaccent(${pattern})
        OR allas_unaccent(lower(county)) LIKE allas_unaccent(${pattern}))`.execute(db);
    plan.locationIds = ids.rows.map((row) => row.id);
  }
  const all = conditions(query, extra, categories, plan);
  const from = sql`jobs j JOIN companies c ON c.id = j.company_id JOIN locations l ON l.id = j.location_id`;
  const offset = (query.page - 1) * query.perPage;
  const page = await sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${from} WHERE ${where(all)}
      ORDER BY ${orderBy(query, plan)} LIMIT ${query.perPage} OFFSET ${offset}`.execute(db);
  const counted = await counts(db, query, extra, categories, plan, options.facets);
  const count = counted.total;
  const context = { categories, locale: options.locale, now: options.now, apiUrl: options.apiUrl };
  return {
    items: page.rows.map((row) => toJobDto(row, context)),
    page: query.page,
    perPage: query.perPage,
    total: count,
    totalPages: Math.ceil(count / query.perPage),
    sort: query.sort,
    facets: options.facets ? facetsOf(counted.rows, categories, options.locale) : null,
  };
}

type CountRow = { dim: string; key: string; n: number };

/**
 * The total and (optionally) every facet in one statement: the rows matching the shared conditions
 * are read once into a CTE with one flag per dimension, then each facet counts the rows that pass
 * every other dimension (multi-select facets). One round trip instead of eight matters most on
 * PGlite, where each statement is planned and crosses the WebAssembly boundary.
 */
async function counts(
  db: Kysely<Database>,
  query: JobSearchQuery,
  extra: ExtraJobFilter,
  categories: Map<number, CategoryInfo>,
  plan: SearchPlan,
  withFacets: boolean,
): Promise<{ total: number; rows: CountRow[] }> {
  const country = query.region === 'ro' ? 'RO' : 'HU';
  const { today } = plan;
  const dims = dimensionConditions(query, categories, plan);
  const base = where(baseConditions(query, extra, plan));
  const names = Object.keys(dims) as Dimension[];
  const passing = (except?: Dimension) =>
    sql.join(
      names.filter((name) => name !== except).map((name) => sql.ref(`m_${name}`)),
      sql` AND `,
    );
  if (!withFacets) {
    const total = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM jobs j JOIN locations l ON l.id = j.location_id
      WHERE ${base} AND ${sql.join(Object.values(dims), sql` AND `)}`.execute(db);
    return { total: total.rows[0]?.n ?? 0, rows: [] };
  }
  const result = await sql<CountRow>`WITH base AS MATERIALIZED (
      SELECT j.job_type, j.level, j.category_id, j.subcategory_ids, j.extras, l.name AS city,
        j.salary_max IS NOT NULL AS has_salary,
        ${newCondition(country, today)} AS is_new,
        j.deadline <= ${addDays(today, EXPIRING_WITHIN_DAYS)}::date AS is_expiring,
        ${dims.category} AS m_category, ${dims.location} AS m_location, ${dims.types} AS m_types,
        ${dims.levels} AS m_levels, ${dims.extras} AS m_extras, ${dims.flags} AS m_flags
      FROM jobs j JOIN locations l ON l.id = j.location_id WHERE ${base})
    SELECT 'total' AS dim, '' AS key, count(*)::int AS n FROM base WHERE ${passing()}
    UNION ALL SELECT 'category', category_id::text, count(*)::int FROM base WHERE ${passing('category')} GROUP BY 2
    UNION ALL SELECT 'subcategory', unnest(subcategory_ids)::text, count(*)::int FROM base WHERE ${passing('category')} GROUP BY 2
    UNION ALL SELECT 'type', job_type, count(*)::int FROM base WHERE ${passing('types')} GROUP BY 2
    UNION ALL SELECT 'level', level, count(*)::int FROM base WHERE ${passing('levels')} GROUP BY 2
    UNION ALL SELECT 'extra', unnest(extras), count(*)::int FROM base WHERE ${passing('extras')} GROUP BY 2
    UNION ALL SELECT 'location', city, count(*)::int FROM base WHERE ${passing('location')} GROUP BY 2
    UNION ALL SELECT 'flag', 'salary', (count(*) FILTER (WHERE has_salary))::int FROM base WHERE ${passing('flags')}
    UNION ALL SELECT 'flag', 'new', (count(*) FILTER (WHERE is_new))::int FROM base WHERE ${passing('flags')}
    UNION ALL SELECT 'flag', 'expiring', (count(*) FILTER (WHERE is_expiring))::int FROM base WHERE ${passing('flags')}`.execute(
    db,
  );
  const total = result.rows.find((row) => row.dim === 'total')?.n ?? 0;
  return { total, rows: result.rows };
}

function facetsOf(rows: CountRow[], categories: Map<number, CategoryInfo>, locale: Locale) {
  const of = (dim: string) =>
    rows.filter((row) => row.dim === dim).sort((a, b) => b.n - a.n || a.key.localeCompare(b.key));
  const byCategory = (list: CountRow[]) =>
    list.flatMap((row) => {
      const category = categories.get(Number(row.key));
      return category ? [{ value: category.slug, label: category.name[locale], count: row.n }] : [];
    });
  const plain = (list: CountRow[]) =>
    list.map((row) => ({ value: row.key, label: row.key, count: row.n }));
  const flag = (key: string) => rows.find((row) => row.dim === 'flag' && row.key === key)?.n ?? 0;
  return {
    categories: byCategory(of('category')),
    subcategories: byCategory(of('subcategory')),
    types: plain(of('type')),
    levels: plain(of('level')),
    extras: plain(of('extra')),
    locations: plain(of('location')).slice(0, 30),
    withSalary: flag('salary'),
    new: flag('new'),
    expiring: flag('expiring'),
  };
}
