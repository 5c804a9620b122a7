import {
  decodeUriComponentOrUndefined,
  defaultJobSearchFilters,
  endpoints,
  type JobSearchQuery,
  type RegionKey,
  toRegionCode,
  toRegionKey,
} from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import type { Locale } from '../i18n/messages.ts';
import { JOB_CARD_COLUMNS, type JobCardRow, loadCategories } from '../jobs/job-card.ts';
import { JOB_CARD_FROM, openJobsIn, recommendedOrder, toJobCards } from '../jobs/job-cards.ts';
import { type ExtraJobFilter, searchJobs } from '../jobs/job-search.ts';
import { calendarDay } from '../jobs/job-status.ts';
import { preferredCategoryIds } from '../users/preferred-categories.ts';

export function jobRoutes(deps: AppDeps) {
  const { db } = deps;
  const apiUrl = deps.config.PUBLIC_API_URL;

  const cards = (rows: JobCardRow[], locale: Locale) =>
    toJobCards(db, rows, { locale, now: deps.now(), apiUrl });
  const openIn = (region: RegionKey) => openJobsIn(region, deps.now());

  const landingList = async (slug: string) =>
    db.selectFrom('landing_lists').selectAll().where('slug', '=', slug).executeTakeFirst();

  /** A list page's jobs (the junior list, a landing list): the visitor's page within the list's own filter. */
  const listWithin = (
    query: Partial<JobSearchQuery> & Pick<JobSearchQuery, 'region' | 'perPage'>,
    locale: Locale,
    extra: ExtraJobFilter,
  ) =>
    searchJobs(
      db,
      { ...defaultJobSearchFilters, ...query },
      { locale, now: deps.now(), apiUrl, facets: false, extra },
    );

  return [
    defineRoute(endpoints.jobSearch, async ({ query, locale }) =>
      searchJobs(db, query, { locale, now: deps.now(), apiUrl, facets: true }),
    ),
    defineRoute(endpoints.recommendedJobs, async ({ ctx, query, user, locale }) => {
      let categoryIds = await preferredCategoryIds(deps, user?.id);
      if (categoryIds.length === 0) {
        const raw =
          query.categories ??
          decodeUriComponentOrUndefined(ctx.cookies.get('favouriteJobCategories') ?? '') ??
          '';
        const slugs = raw
          .split(',')
          .filter((s) => /^[a-z0-9-]{1,80}$/.test(s))
          .slice(0, 30);
        if (slugs.length > 0) {
          const rows = await db
            .selectFrom('categories')
            .select('id')
            .where('slug', 'in', slugs)
            .execute();
          categoryIds = rows.map((r) => r.id);
        }
      }
      const preference = categoryIds.length
        ? sql`(j.category_id = ANY(${categoryIds}::int[]) OR j.subcategory_ids && ${categoryIds}::int[]) DESC,`
        : sql``;
      const rows =
        await sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${JOB_CARD_FROM} WHERE ${openIn(query.region)}
          ORDER BY ${recommendedOrder(openIn(query.region), preference)} LIMIT ${query.limit}`.execute(
          db,
        );
      return cards(rows.rows, locale);
    }),
    defineRoute(endpoints.partnerJobs, async ({ query, locale }) => {
      const rows = await sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${JOB_CARD_FROM}
          WHERE ${openIn(query.region)} AND j.is_partner ORDER BY j.published_at DESC, j.id DESC LIMIT ${query.limit}`.execute(
        db,
      );
      return cards(rows.rows, locale);
    }),
    defineRoute(endpoints.dailyFavourite, async ({ query, locale }) => {
      const country = toRegionCode(query.region);
      const rows = await sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${JOB_CARD_FROM}
          WHERE ${openIn(query.region)} AND j.daily_favourite_on <= ${calendarDay(deps.now(), country)}::date
          ORDER BY j.daily_favourite_on DESC, j.id LIMIT 1`.execute(db);
      return { job: (await cards(rows.rows, locale))[0] ?? null };
    }),
    defineRoute(endpoints.juniorJobs, async ({ query, locale }) =>
      listWithin(query, locale, { levels: ['junior'] }),
    ),
    defineRoute(endpoints.landingList, async ({ params, query, locale }) => {
      const list = await landingList(params.slug);
      if (!list) throw notFound();
      const filter = list.filter as {
        categoryIds?: number[];
        subcategoryIds?: number[];
        levels?: string[];
      };
      const result = await listWithin(query, locale, filter);
      const title = { hu: list.title_hu, ro: list.title_ro, en: list.title_en }[locale];
      return { ...result, slug: list.slug, title };
    }),
    defineRoute(endpoints.jobDetail, async ({ params, user, locale }) => {
      const rows = await sql<
        JobCardRow & { company_id: number; description: string }
      >`SELECT ${JOB_CARD_COLUMNS}, j.company_id, j.description FROM ${JOB_CARD_FROM}
          WHERE c.slug = ${params.companySlug} AND j.slug = ${params.slug} AND j.status = 'published'`.execute(
        db,
      );
      const row = rows.rows[0];
      if (!row) throw notFound();
      const [job] = await cards([row], locale);
      if (!job) throw notFound();
      const [saved, applied, open] = await Promise.all([
        user
          ? db
              .selectFrom('saved_jobs')
              .select('job_id')
              .where('user_id', '=', user.id)
              .where('job_id', '=', row.id)
              .executeTakeFirst()
          : undefined,
        user
          ? db
              .selectFrom('applications')
              .select('id')
              .where('job_id', '=', row.id)
              .where('user_id', '=', user.id)
              .executeTakeFirst()
          : undefined,
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM jobs j WHERE j.company_id = ${row.company_id} AND ${openIn(toRegionKey(job.region))}`.execute(
          db,
        ),
      ]);
      return {
        ...job,
        description: row.description,
        saved: saved !== undefined,
        applied: applied !== undefined,
        company: {
          id: String(row.company_id),
          slug: row.company_slug,
          name: row.company_name,
          openJobCount: open.rows[0]?.n ?? 0,
        },
      };
    }),
    defineRoute(endpoints.similarJobs, async ({ params, query, locale }) => {
      // The ad page's "similar jobs": one indexed query instead of a search with its facets.
      const ad = await db
        .selectFrom('jobs as j')
        .innerJoin('companies as c', 'c.id', 'j.company_id')
        .select(['j.id', 'j.category_id', 'j.country'])
        .where('c.slug', '=', params.companySlug)
        .where('j.slug', '=', params.slug)
        .where('j.status', '=', 'published')
        .executeTakeFirst();
      if (!ad) throw notFound();
      const rows = await sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${JOB_CARD_FROM}
          WHERE ${openIn(toRegionKey(ad.country))} AND j.category_id = ${ad.category_id} AND j.id <> ${ad.id}
          ORDER BY j.published_at DESC, j.id DESC LIMIT ${query.limit}`.execute(db);
      return cards(rows.rows, locale);
    }),
    defineRoute(endpoints.categories, ({ query, locale }) =>
      deps.shared.remember(`categories|${query.region}|${locale}`, async () => {
        const [categories, counts, subCounts] = await Promise.all([
          loadCategories(db),
          sql<{ id: number; n: number }>`SELECT j.category_id AS id, count(*)::int AS n FROM jobs j
            WHERE ${openIn(query.region)} GROUP BY 1`.execute(db),
          sql<{
            id: number;
            n: number;
          }>`SELECT unnest(j.subcategory_ids) AS id, count(*)::int AS n FROM jobs j
            WHERE ${openIn(query.region)} GROUP BY 1`.execute(db),
        ]);
        const countOf = (rows: { id: number; n: number }[], id: number) =>
          rows.find((r) => r.id === id)?.n ?? 0;
        const all = [...categories.values()];
        return all
          .filter((c) => c.parentId === null)
          .map((c) => ({
            slug: c.slug,
            name: c.name[locale],
            count: countOf(counts.rows, c.id),
            subcategories: all
              .filter((s) => s.parentId === c.id)
              .map((s) => ({
                slug: s.slug,
                name: s.name[locale],
                count: countOf(subCounts.rows, s.id),
              })),
          }));
      }),
    ),
    defineRoute(endpoints.locations, ({ query }) =>
      deps.shared.remember(`locations|${query.region}`, async () => {
        const country: 'HU' | 'RO' = toRegionCode(query.region);
        const rows = await sql<{
          slug: string;
          name: string;
          county: string;
          lat: number;
          lng: number;
          n: number;
        }>`
          SELECT l.slug, l.name, l.county, l.lat, l.lng,
            (SELECT count(*)::int FROM jobs j WHERE j.location_id = l.id AND ${openIn(query.region)}) AS n
          FROM locations l WHERE l.country = ${country} ORDER BY n DESC, l.name`.execute(db);
        return rows.rows.map((r) => ({
          slug: r.slug,
          city: r.name,
          county: r.county,
          country,
          coordinates: { lat: r.lat, lng: r.lng },
          count: r.n,
        }));
      }),
    ),
  ];
}
