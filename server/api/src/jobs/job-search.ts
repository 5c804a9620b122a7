import {
  jobLevels as JOB_LEVELS,
  jobTypes as JOB_TYPES,
  type JobSearchQuery,
  type JobSearchResult,
  toRegionCode,
} from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../i18n/messages.ts';
import {
  type CountRow,
  type MatchCriteria,
  matchOpenJobs,
  orderSlots,
  type SlotOrder,
  type SlotTest,
} from '../search/match-open-jobs.ts';
import {
  AD_LANGUAGES,
  dayNumber,
  extrasMask,
  type OpenJobIndex,
  openJobIndex,
} from '../search/open-job-index.ts';
import {
  type CategoryInfo,
  JOB_CARD_COLUMNS,
  type JobCardRow,
  loadCategories,
  toJobDto,
} from './job-card.ts';
import { JOB_CARD_FROM } from './job-cards.ts';
import { calendarDay, EXPIRING_WITHIN_DAYS, NEW_JOB_WITHIN_DAYS } from './job-status.ts';

type JobLevel = (typeof JOB_LEVELS)[number];

/** Filters beyond the URL's: a landing list's stored filter adds subcategory ids and levels. */
export interface ExtraJobFilter {
  categoryIds?: number[];
  subcategoryIds?: number[];
  levels?: string[];
  companyId?: number;
  partnerOnly?: boolean;
  /** A job alert's stored locations (ids), and its window: published after, and not after. */
  locationIds?: number[];
  publishedAfter?: Date;
  publishedUntil?: Date;
}

/** The text's matches with their relevance, by job id; null when the search has no text. */
type TextMatches = Map<number, number> | null;

/**
 * The ad's own language decides its stemming, so the query is stemmed in every configuration and
 * matched against all of them; the unaccented simple form makes "muszaki" find "műszaki".
 */
function textQuery(text: string) {
  return sql`(websearch_to_tsquery('hungarian', ${text}) || websearch_to_tsquery('romanian', ${text})
    || websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('simple', allas_unaccent(lower(${text}))))`;
}

/**
 * The open ads of the region that match the text, through the GIN indexes: full-text search
 * (stemmed, unaccented) ranked by ts_rank, or, when that finds nothing, the trigram fallback for
 * typos ranked by word similarity (it cannot use an index as cheaply, so it runs only then).
 */
async function textMatches(
  db: Kysely<Database>,
  text: string,
  country: 'HU' | 'RO',
  today: string,
): Promise<Map<number, number>> {
  const open = sql`j.status = 'published' AND j.country = ${country} AND j.deadline >= ${today}::date`;
  const fulltext = await sql<{ id: string | number; rank: number }>`WITH q AS (
      SELECT ${textQuery(text)} AS tsq)
    SELECT j.id, ts_rank(j.search_tsv, q.tsq) AS rank FROM jobs j, q
    WHERE ${open} AND j.search_tsv @@ q.tsq`.execute(db);
  const rows =
    fulltext.rows.length > 0
      ? fulltext.rows
      : (
          await sql<{ id: string | number; rank: number }>`SELECT j.id,
          word_similarity(allas_unaccent(lower(${text})), j.search_plain) AS rank FROM jobs j
          WHERE ${open} AND allas_unaccent(lower(${text})) <% j.search_plain`.execute(db)
        ).rows;
  return new Map(rows.map((row) => [Number(row.id), Number(row.rank)]));
}

/** The location filter as location ids (matching a few dozen city names, not every ad). */
async function locationIds(
  db: Kysely<Database>,
  location: string,
  country: 'HU' | 'RO',
): Promise<Set<number>> {
  const pattern = `%${location.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const ids = await sql<{ id: number }>`SELECT id FROM locations WHERE country = ${country}
    AND (allas_unaccent(lower(name)) LIKE allas_unaccent(${pattern})
      OR allas_unaccent(lower(county)) LIKE allas_unaccent(${pattern}))`.execute(db);
  return new Set(ids.rows.map((row) => row.id));
}

const overlaps = (list: readonly number[] | undefined, wanted: ReadonlySet<number>) =>
  (list ?? []).some((id) => wanted.has(id));

/** The search's conditions as tests on the slots of the in-memory index. */
function matchCriteria(
  index: OpenJobIndex,
  query: JobSearchQuery,
  extra: ExtraJobFilter,
  categories: Map<number, CategoryInfo>,
  context: { today: string; text: TextMatches; locations: Set<number> | null; withFacets: boolean },
): MatchCriteria {
  const today = dayNumber(context.today);
  const { text, locations } = context;
  const extraCategories = extra.categoryIds?.length ? new Set(extra.categoryIds) : null;
  const extraSubcategories = extra.subcategoryIds?.length ? new Set(extra.subcategoryIds) : null;
  const extraLevels = extra.levels?.length
    ? new Set(extra.levels.map((level) => JOB_LEVELS.indexOf(level as JobLevel)))
    : null;
  const extraLocations = extra.locationIds?.length ? new Set(extra.locationIds) : null;
  const after = extra.publishedAfter?.getTime() ?? Number.NEGATIVE_INFINITY;
  const until = extra.publishedUntil?.getTime() ?? Number.POSITIVE_INFINITY;
  const base: SlotTest = (slot) =>
    (index.deadlineDay[slot] ?? 0) >= today &&
    (text === null || text.has(index.id[slot] ?? 0)) &&
    (extra.companyId === undefined || index.companyId[slot] === extra.companyId) &&
    (!extra.partnerOnly || index.partner[slot] === 1) &&
    (extraCategories === null || extraCategories.has(index.categoryId[slot] ?? 0)) &&
    (extraSubcategories === null || overlaps(index.subcategoryIds[slot], extraSubcategories)) &&
    (extraLevels === null || extraLevels.has(index.level[slot] ?? 0)) &&
    (extraLocations === null || extraLocations.has(index.locationId[slot] ?? 0)) &&
    (index.publishedMs[slot] ?? 0) > after &&
    (index.publishedMs[slot] ?? 0) <= until;

  const dimensions: MatchCriteria['dimensions'] = {};
  const bySlug = new Map([...categories.values()].map((c) => [c.slug, c]));
  const categoryTests: SlotTest[] = [];
  if (query.category) {
    const found = bySlug.get(query.category);
    if (!found) categoryTests.push(() => false);
    else if (found.parentId === null)
      categoryTests.push((slot) => index.categoryId[slot] === found.id);
    else categoryTests.push((slot) => (index.subcategoryIds[slot] ?? []).includes(found.id));
  }
  if (query.subcategories?.length) {
    const ids = new Set(query.subcategories.flatMap((slug) => bySlug.get(slug)?.id ?? []));
    categoryTests.push((slot) => overlaps(index.subcategoryIds[slot], ids));
  }
  if (categoryTests.length) dimensions.category = (slot) => categoryTests.every((t) => t(slot));
  if (locations !== null)
    dimensions.location = (slot) => locations.has(index.locationId[slot] ?? 0);
  if (query.types?.length) {
    const types = new Set(query.types.map((type) => JOB_TYPES.indexOf(type)));
    dimensions.types = (slot) => types.has(index.type[slot] ?? 0);
  }
  if (query.levels?.length) {
    const levels = new Set(query.levels.map((level) => JOB_LEVELS.indexOf(level)));
    dimensions.levels = (slot) => levels.has(index.level[slot] ?? 0);
  }
  if (query.extras?.length) {
    const mask = extrasMask(query.extras);
    dimensions.extras = (slot) => ((index.extras[slot] ?? 0) & mask) !== 0;
  }
  const newFromDay = today - NEW_JOB_WITHIN_DAYS;
  const expiringToDay = today + EXPIRING_WITHIN_DAYS;
  if (query.withSalary || query.onlyNew || query.onlyExpiring) {
    dimensions.flags = (slot) =>
      (!query.withSalary || !Number.isNaN(index.salaryMax[slot])) &&
      (!query.onlyNew || (index.publishedDay[slot] ?? 0) >= newFromDay) &&
      (!query.onlyExpiring || (index.deadlineDay[slot] ?? 0) <= expiringToDay);
  }
  const region = toRegionCode(query.region);
  return { region, base, dimensions, newFromDay, expiringToDay, withFacets: context.withFacets };
}

function slotOrder(query: JobSearchQuery, hasText: boolean): SlotOrder {
  if (query.sort === 'relevance') return hasText ? 'rank' : 'featured';
  return query.sort;
}

/**
 * Runs one job search: a stable page of cards, the total and (optionally) the facet counts. The
 * text and location are resolved in SQL, the counting and ordering over the in-memory index of
 * the open ads (src/search/), and the page's cards are read by id.
 */
export async function searchJobs(
  db: Kysely<Database>,
  query: JobSearchQuery,
  options: { locale: Locale; now: Date; apiUrl: string; facets: boolean; extra?: ExtraJobFilter },
): Promise<JobSearchResult> {
  const [categories, index] = await Promise.all([loadCategories(db), openJobIndex(db)]);
  const country = toRegionCode(query.region);
  const today = calendarDay(options.now, country);
  const text = query.text || undefined;
  const [matches, locations] = await Promise.all([
    text ? textMatches(db, text, country, today) : null,
    query.location ? locationIds(db, query.location, country) : null,
  ]);
  const criteria = matchCriteria(index, query, options.extra ?? {}, categories, {
    today,
    text: matches,
    locations,
    withFacets: options.facets,
  });
  const matched = matchOpenJobs(index, criteria);
  const rankOf = (slot: number) => matches?.get(index.id[slot] ?? 0) ?? 0;
  const ordered = orderSlots(
    index,
    matched.slots,
    slotOrder(query, matches !== null),
    rankOf,
    AD_LANGUAGES.indexOf(country === 'RO' ? 'ro' : 'hu'),
  );
  const offset = (query.page - 1) * query.perPage;
  const pageIds = ordered.slice(offset, offset + query.perPage).map((slot) => index.id[slot] ?? 0);
  const cards = pageIds.length
    ? (
        await sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${JOB_CARD_FROM}
          WHERE j.id = ANY(${pageIds}::bigint[])`.execute(db)
      ).rows
    : [];
  const byId = new Map(cards.map((row) => [Number(row.id), row]));
  const context = { categories, locale: options.locale, now: options.now, apiUrl: options.apiUrl };
  const total = matched.slots.length;
  return {
    items: pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toJobDto(row, context)] : [];
    }),
    page: query.page,
    perPage: query.perPage,
    total,
    totalPages: Math.ceil(total / query.perPage),
    sort: query.sort,
    facets: options.facets ? facetsOf(matched.rows, categories, options.locale) : null,
  };
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
