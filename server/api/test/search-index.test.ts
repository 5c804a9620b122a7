import { jobSearchQuerySchema } from '@allas/core';
import fc from 'fast-check';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchJobs } from '../src/jobs/job-search.ts';
import { FEATURED_EVERY } from '../src/search/match-open-jobs.ts';
import { startTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

// The search counts facets and orders matches over an in-memory index of the open ads
// (src/search/). This file checks it against plain SQL over the same database, statement by
// statement, for generated searches, and checks that a change to the jobs table is seen at once.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const TODAY: Record<'HU' | 'RO', string> = { HU: '2026-03-16', RO: '2026-03-16' };
const TIME_ZONE = { HU: 'Europe/Budapest', RO: 'Europe/Bucharest' } as const;

interface Search {
  region: 'hu' | 'ro';
  q?: string;
  category?: string;
  types?: string[];
  levels?: string[];
  extras?: string[];
  location?: string;
  salary?: boolean;
  new?: boolean;
  expiring?: boolean;
  sort: 'relevance' | 'newest' | 'deadline' | 'salary';
}

const all = (conds: RawBuilder<unknown>[]) =>
  conds.length ? sql`(${sql.join(conds, sql` AND `)})` : sql`true`;

/** The conditions of one search in SQL, per dimension, as the specification of the filters reads. */
function sqlConditions(search: Search) {
  const country = search.region === 'ro' ? 'RO' : 'HU';
  const today = TODAY[country];
  const base = [
    sql`j.status = 'published'`,
    sql`j.country = ${country}`,
    sql`j.deadline >= ${today}::date`,
  ];
  if (search.q) {
    base.push(sql`j.search_tsv @@ (websearch_to_tsquery('hungarian', ${search.q})
      || websearch_to_tsquery('romanian', ${search.q}) || websearch_to_tsquery('english', ${search.q})
      || websearch_to_tsquery('simple', allas_unaccent(lower(${search.q}))))`);
  }
  const category = search.category
    ? sql`(j.category_id = (SELECT id FROM categories WHERE slug = ${search.category} AND parent_id IS NULL)
        OR (SELECT id FROM categories WHERE slug = ${search.category} AND parent_id IS NOT NULL) = ANY(j.subcategory_ids))`
    : sql`true`;
  const location = search.location
    ? sql`(allas_unaccent(lower(l.name)) LIKE allas_unaccent(${`%${search.location.toLowerCase()}%`})
        OR allas_unaccent(lower(l.county)) LIKE allas_unaccent(${`%${search.location.toLowerCase()}%`}))`
    : sql`true`;
  const flags: RawBuilder<unknown>[] = [];
  if (search.salary) flags.push(sql`j.salary_max IS NOT NULL`);
  if (search.new) {
    flags.push(
      sql`(j.published_at AT TIME ZONE ${TIME_ZONE[country]})::date >= ${today}::date - 7`,
    );
  }
  if (search.expiring) flags.push(sql`j.deadline <= ${today}::date + 3`);
  return {
    base: all(base),
    dims: {
      category,
      location,
      types: search.types?.length ? sql`j.job_type = ANY(${search.types}::text[])` : sql`true`,
      levels: search.levels?.length ? sql`j.level = ANY(${search.levels}::text[])` : sql`true`,
      extras: search.extras?.length ? sql`j.extras && ${search.extras}::text[]` : sql`true`,
      flags: all(flags),
    },
  };
}

type DimName = 'category' | 'location' | 'types' | 'levels' | 'extras' | 'flags';

async function sqlFacet(search: Search, except: DimName, key: RawBuilder<unknown>) {
  const { base, dims } = sqlConditions(search);
  const others = (Object.keys(dims) as DimName[]).filter((d) => d !== except).map((d) => dims[d]);
  const rows = await sql<{ key: string; n: number }>`SELECT ${key} AS key, count(*)::int AS n
    FROM jobs j JOIN locations l ON l.id = j.location_id
    WHERE ${base} AND ${all(others)} GROUP BY 1`.execute(app.deps.db);
  return new Map(rows.rows.map((row) => [String(row.key), row.n]));
}

const countsOf = (facets: { value: string; count: number }[]) =>
  new Map(facets.map((facet) => [facet.value, facet.count]));

const CITIES = ['Budapest', 'Debrecen', 'Cluj', 'Timișoara', 'pest'];
const searches: fc.Arbitrary<Search> = fc.record(
  {
    region: fc.constantFrom('hu', 'ro'),
    q: fc.constantFrom('fejlesztő', 'developer', 'asszisztens', 'inginer'),
    category: fc.constantFrom('it', 'iroda', 'ertekesites', 'szoftverfejlesztes', 'nincs-ilyen'),
    types: fc.subarray(['agencyContract', 'project', 'partTime', 'fullTime'], { minLength: 1 }),
    levels: fc.subarray(['trainee', 'studentWork', 'junior', 'medior', 'senior'], { minLength: 1 }),
    extras: fc.subarray(['homeOffice', 'remote'], { minLength: 1 }),
    location: fc.constantFrom(...CITIES),
    salary: fc.boolean(),
    new: fc.boolean(),
    expiring: fc.boolean(),
    sort: fc.constantFrom('relevance', 'newest', 'deadline', 'salary'),
  },
  { requiredKeys: ['region', 'sort'] },
);

function searchParams(search: Search) {
  return jobSearchQuerySchema.parse({
    region: search.region,
    q: search.q,
    category: search.category,
    types: search.types?.join(','),
    levels: search.levels?.join(','),
    extras: search.extras?.join(','),
    location: search.location,
    salary: search.salary ? '1' : undefined,
    new: search.new ? '1' : undefined,
    expiring: search.expiring ? '1' : undefined,
    sort: search.sort,
    perPage: 50,
  });
}

/** The newest-first rows placed so that a featured one comes first and at every FEATURED_EVERY-th place. */
function spreadFeaturedRows<T extends { featured: boolean }>(rows: T[]): T[] {
  const featured = rows.filter((row) => row.featured);
  const others = rows.filter((row) => !row.featured);
  const placed: T[] = [];
  while (featured.length + others.length > 0) {
    const turn = placed.length % FEATURED_EVERY === 0;
    const next = (turn && featured.length > 0) || others.length === 0 ? featured : others;
    placed.push(next.shift() as T);
  }
  return placed;
}

const options = { locale: 'hu' as const, now: TEST_NOW, apiUrl: 'http://127.0.0.1', facets: true };

describe('the in-memory search index agrees with SQL', () => {
  it('on the total, every facet and the order of the first page, for generated searches', async () => {
    await fc.assert(
      fc.asyncProperty(searches, async (search) => {
        const result = await searchJobs(app.deps.db, searchParams(search), options);
        const facets = result.facets;
        if (!facets) throw new Error('no facets');
        const { base, dims } = sqlConditions(search);
        const orderBy = {
          relevance: search.q
            ? sql`ts_rank(j.search_tsv, (websearch_to_tsquery('hungarian', ${search.q})
              || websearch_to_tsquery('romanian', ${search.q}) || websearch_to_tsquery('english', ${search.q})
              || websearch_to_tsquery('simple', allas_unaccent(lower(${search.q}))))) DESC, j.published_at DESC, j.id DESC`
            : sql`j.published_at DESC, j.id DESC`,
          newest: sql`j.published_at DESC, j.id DESC`,
          deadline: sql`j.deadline ASC, j.id ASC`,
          salary: sql`j.salary_max DESC NULLS LAST, j.id DESC`,
        }[search.sort];
        const spread = search.sort === 'relevance' && !search.q;
        const page = await sql<{
          id: string;
          featured: boolean;
        }>`SELECT j.id::text AS id, j.featured
          FROM jobs j JOIN locations l ON l.id = j.location_id
          WHERE ${base} AND ${all(Object.values(dims))} ORDER BY ${orderBy}
          ${spread ? sql`` : sql`LIMIT 50`}`.execute(app.deps.db);
        // Without text, featured ads take every FEATURED_EVERY-th place while they last.
        const expected = spread ? spreadFeaturedRows([...page.rows]).slice(0, 50) : page.rows;
        const total = await sql<{ n: number }>`SELECT count(*)::int AS n
          FROM jobs j JOIN locations l ON l.id = j.location_id
          WHERE ${base} AND ${all(Object.values(dims))}`.execute(app.deps.db);
        expect(result.total).toBe(total.rows[0]?.n);
        // Fuzzy fallback aside (these words all match by full text), the order is the SQL order.
        if (result.total > 0)
          expect(result.items.map((job) => job.id)).toEqual(expected.map((r) => r.id));
        const categorySlug = sql`(SELECT slug FROM categories WHERE id = j.category_id)`;
        expect(countsOf(facets.categories)).toEqual(
          await sqlFacet(search, 'category', categorySlug),
        );
        const subcategoryIds = await sqlFacet(search, 'category', sql`unnest(j.subcategory_ids)`);
        const slugs = await sql<{
          id: number;
          slug: string;
        }>`SELECT id, slug FROM categories`.execute(app.deps.db);
        const slugOf = new Map(slugs.rows.map((row) => [String(row.id), row.slug]));
        expect(countsOf(facets.subcategories)).toEqual(
          new Map([...subcategoryIds].map(([id, n]) => [slugOf.get(id) ?? id, n])),
        );
        expect(countsOf(facets.types)).toEqual(await sqlFacet(search, 'types', sql`j.job_type`));
        expect(countsOf(facets.levels)).toEqual(await sqlFacet(search, 'levels', sql`j.level`));
        expect(countsOf(facets.extras)).toEqual(
          await sqlFacet(search, 'extras', sql`unnest(j.extras)`),
        );
        const cities = await sqlFacet(search, 'location', sql`l.name`);
        for (const facet of facets.locations) expect(facet.count).toBe(cities.get(facet.value));
        expect(facets.locations.length).toBe(Math.min(30, cities.size));
        const flagged = async (condition: RawBuilder<unknown>) => {
          const { base: b, dims: d } = sqlConditions(search);
          const others = [d.category, d.location, d.types, d.levels, d.extras];
          const rows = await sql<{ n: number }>`SELECT count(*)::int AS n
            FROM jobs j JOIN locations l ON l.id = j.location_id
            WHERE ${b} AND ${all(others)} AND ${condition}`.execute(app.deps.db);
          return rows.rows[0]?.n ?? 0;
        };
        expect(facets.withSalary).toBe(await flagged(sql`j.salary_max IS NOT NULL`));
        expect(facets.expiring).toBe(await flagged(sql`j.deadline <= ${TODAY.HU}::date + 3`));
        const zone = TIME_ZONE[search.region === 'ro' ? 'RO' : 'HU'];
        expect(facets.new).toBe(
          await flagged(sql`(j.published_at AT TIME ZONE ${zone})::date >= ${TODAY.HU}::date - 7`),
        );
      }),
      { numRuns: 40, seed: 20_251_121 },
    );
  }, 240_000);

  it('sees a change to the jobs table on the next search', async () => {
    const query = searchParams({ region: 'hu', sort: 'newest' });
    const before = await searchJobs(app.deps.db, query, options);
    const first = before.items[0];
    if (!first) throw new Error('no open ad');
    await sql`UPDATE jobs SET status = 'withdrawn' WHERE id = ${Number(first.id)}`.execute(
      app.deps.db,
    );
    const after = await searchJobs(app.deps.db, query, options);
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((job) => job.id)).not.toContain(first.id);
    await sql`UPDATE jobs SET status = 'published' WHERE id = ${Number(first.id)}`.execute(
      app.deps.db,
    );
    const restored = await searchJobs(app.deps.db, query, options);
    expect(restored.total).toBe(before.total);
    expect(restored.items[0]?.id).toBe(first.id);
  });
});
