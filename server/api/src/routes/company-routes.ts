import {
  COMPANY_JOBS_PER_PAGE,
  endpoints,
  industryLabel,
  jobSearchQuerySchema,
  regions,
  toRegionCode,
  toRegionKey,
} from '@allas/core';
import { type RawBuilder, sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { localized, socialLinksOf, toCompanySummary } from '../companies/company-dto.ts';
import { selectCompanies } from '../companies/company-query.ts';
import { currentWorkplaceOfTheMonth } from '../companies/workplace-of-the-month.ts';
import type { Localized } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import { searchJobs } from '../jobs/job-search.ts';

export function companyRoutes(deps: AppDeps) {
  const { db } = deps;
  const apiUrl = deps.config.PUBLIC_API_URL;

  return [
    defineRoute(endpoints.workplaceOfTheMonth, ({ query }) =>
      deps.shared.remember(`workplace-of-the-month|${query.region}`, async () => ({
        current: await currentWorkplaceOfTheMonth(
          db,
          toRegionCode(query.region),
          deps.now(),
          apiUrl,
        ),
      })),
    ),
    defineRoute(endpoints.companies, async ({ query, user, locale }) => {
      const country = toRegionCode(query.region);
      // Each filter remembers its dimension: a facet counts with every filter but its own, so the
      // industry and size choices stay open after one of them is picked.
      const conds: {
        dim: 'text' | 'location' | 'industry' | 'size' | 'extras';
        cond: RawBuilder<unknown>;
      }[] = [];
      const text = query.search;
      if (text) {
        const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conds.push({
          dim: 'text',
          cond: sql`(c.search_plain LIKE allas_unaccent(${pattern}) OR allas_unaccent(lower(${text})) <% c.search_plain)`,
        });
      }
      if (query.location) {
        const pattern = `%${query.location.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conds.push({
          dim: 'location',
          cond: sql`EXISTS (SELECT 1 FROM offices o JOIN locations l ON l.id = o.location_id
            WHERE o.company_id = c.id AND (allas_unaccent(lower(l.name)) LIKE allas_unaccent(${pattern})
              OR allas_unaccent(lower(l.county)) LIKE allas_unaccent(${pattern})))`,
        });
      }
      if (query.industry)
        conds.push({ dim: 'industry', cond: sql`c.industry = ${query.industry}` });
      if (query.size) conds.push({ dim: 'size', cond: sql`c.size = ${query.size}` });
      if (query.extras.includes('homeOffice'))
        conds.push({ dim: 'extras', cond: sql`c.home_office` });
      if (query.extras.includes('remote')) conds.push({ dim: 'extras', cond: sql`c.remote` });
      // A registered company is listed once its page is published (issue 12).
      const base = sql`c.country = ${country} AND c.published_at IS NOT NULL`;
      const whereExcept = (dim?: (typeof conds)[number]['dim']) =>
        sql.join([base, ...conds.filter((c) => c.dim !== dim).map((c) => c.cond)], sql` AND `);
      const where = whereExcept();
      const [rows, total, industries, sizes, locations] = await Promise.all([
        selectCompanies(db, {
          where,
          order: sql`c.featured DESC, c.name, c.id`,
          limit: query.perPage,
          offset: (query.page - 1) * query.perPage,
          now: deps.now(),
          userId: user?.id ?? null,
        }),
        sql<{ n: number }>`SELECT count(*)::int AS n FROM companies c WHERE ${where}`.execute(db),
        sql<{
          key: string;
          n: number;
        }>`SELECT c.industry AS key, count(*)::int AS n FROM companies c WHERE ${whereExcept('industry')} GROUP BY 1 ORDER BY 2 DESC, 1`.execute(
          db,
        ),
        sql<{
          key: string;
          n: number;
        }>`SELECT c.size AS key, count(*)::int AS n FROM companies c WHERE ${whereExcept('size')} GROUP BY 1 ORDER BY 1`.execute(
          db,
        ),
        sql<{
          key: string;
          n: number;
        }>`SELECT l.name AS key, count(DISTINCT c.id)::int AS n FROM companies c
            JOIN offices o ON o.company_id = c.id JOIN locations l ON l.id = o.location_id WHERE ${base}
            GROUP BY 1 ORDER BY 2 DESC, 1`.execute(db),
      ]);
      const n = total.rows[0]?.n ?? 0;
      return {
        items: rows.map((row) => toCompanySummary(row, apiUrl)),
        page: query.page,
        perPage: query.perPage,
        total: n,
        totalPages: Math.ceil(n / query.perPage),
        facets: {
          industries: industries.rows.map((r) => ({
            value: r.key,
            label: industryLabel(r.key, locale),
            count: r.n,
          })),
          sizes: sizes.rows.map((r) => ({ value: r.key, label: r.key, count: r.n })),
          locations: locations.rows.map((r) => ({ value: r.key, label: r.key, count: r.n })),
        },
      };
    }),
    defineRoute(endpoints.company, async ({ params, query, user, locale }) => {
      const [row] = await selectCompanies(db, {
        where: sql`c.slug = ${params.slug}`,
        limit: 1,
        now: deps.now(),
        userId: user?.id ?? null,
      });
      if (!row) throw notFound();
      const [texts, offices] = await Promise.all([
        db
          .selectFrom('companies')
          .select(['website', 'social_links', 'about', 'life', 'mission', 'company_values'])
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('offices')
          .innerJoin('locations', 'locations.id', 'offices.location_id')
          .select([
            'locations.name',
            'offices.address',
            'offices.is_headquarters',
            // The office's own pin where the employer placed one, the city's otherwise.
            sql<number>`coalesce(offices.lat, locations.lat)`.as('lat'),
            sql<number>`coalesce(offices.lng, locations.lng)`.as('lng'),
          ])
          .where('offices.company_id', '=', row.id)
          .orderBy('offices.is_headquarters', 'desc')
          .orderBy('offices.id')
          .execute(),
      ]);
      const jobs = await searchJobs(
        db,
        jobSearchQuerySchema.parse({
          region: toRegionKey(row.country),
          sort: 'newest',
          page: query.page,
          perPage: COMPANY_JOBS_PER_PAGE,
        }),
        { locale, now: deps.now(), apiUrl, facets: false, extra: { companyId: row.id } },
      );
      // A text missing in the asked language falls back to the site's own language (an employer
      // need not write all three).
      const fallback = regions[row.country].defaultLang;
      const text = (value: Partial<Localized>) => localized(value, locale, fallback);
      return {
        ...toCompanySummary(row, apiUrl),
        industryName: industryLabel(row.industry, locale),
        website: texts.website,
        socialLinks: socialLinksOf(texts.social_links),
        about: text(texts.about),
        life: text(texts.life),
        mission: text(texts.mission),
        values: texts.company_values.map((v) => ({
          title: text(v.title) ?? '',
          description: text(v.text) ?? '',
        })),
        offices: offices.map((o) => ({
          name: o.name,
          address: o.address,
          headquarters: o.is_headquarters,
          coordinates: { lat: o.lat, lng: o.lng },
        })),
        jobs: jobs.items,
        jobPages: { page: jobs.page, totalPages: jobs.totalPages, total: jobs.total },
      };
    }),
    defineRoute(endpoints.companyFollowToggle, async ({ params, user }) => {
      const company = await db
        .selectFrom('companies')
        .select('id')
        .where('id', '=', params.id)
        .where('published_at', 'is not', null)
        .executeTakeFirst();
      if (!company) throw notFound();
      const removed = await db
        .deleteFrom('company_follows')
        .where('user_id', '=', user.id)
        .where('company_id', '=', params.id)
        .executeTakeFirst();
      const followed = Number(removed.numDeletedRows) === 0;
      if (followed) {
        await db
          .insertInto('company_follows')
          .values({ user_id: user.id, company_id: params.id })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      const count = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM company_follows WHERE company_id = ${params.id}`.execute(
        db,
      );
      return { companyId: String(params.id), followed, followers: count.rows[0]?.n ?? 0 };
    }),
    defineRoute(endpoints.followedCompanies, async ({ user }) => {
      const rows = await selectCompanies(db, {
        where: sql`c.id IN (SELECT company_id FROM company_follows WHERE user_id = ${user.id})`,
        limit: 500,
        now: deps.now(),
        userId: user.id,
      });
      return rows.map((row) => toCompanySummary(row, apiUrl));
    }),
  ];
}
