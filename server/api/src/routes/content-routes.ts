import { endpoints, type RegionKey, toRegionCode } from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { toCompanySummary } from '../companies/company-dto.ts';
import { selectCompanies } from '../companies/company-query.ts';
import { currentWorkplaceOfTheMonth } from '../companies/workplace-of-the-month.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import type { Locale } from '../i18n/messages.ts';
import {
  absoluteUrl,
  JOB_CARD_COLUMNS,
  type JobCardRow,
  loadCategories,
  toJobDto,
} from '../jobs/job-card.ts';
import { JOB_CARD_FROM, openJobsIn, recommendedOrder, toJobCards } from '../jobs/job-cards.ts';
import { calendarDay } from '../jobs/job-status.ts';
import { conversionMonth, salaryStatistics } from '../salaries/salary-statistics.ts';
import { preferredCategoryIds } from '../users/preferred-categories.ts';

export function contentRoutes(deps: AppDeps) {
  const { db } = deps;
  const apiUrl = deps.config.PUBLIC_API_URL;

  const openIn = (region: RegionKey) => openJobsIn(region, deps.now());
  const jobCards = (rows: JobCardRow[], locale: Locale) =>
    toJobCards(db, rows, { locale, now: deps.now(), apiUrl });

  async function posts(locale: Locale, limit: number, offset = 0) {
    const rows = await db
      .selectFrom('blog_posts')
      .selectAll()
      .where('locale', '=', locale)
      .where('published_at', '<=', deps.now())
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((p) => ({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      coverUrl: absoluteUrl(apiUrl, p.cover_url),
      author: p.author,
      tags: p.tags,
      publishedAt: new Date(p.published_at).toISOString(),
    }));
  }

  async function testimonials(locale: Locale) {
    return db
      .selectFrom('testimonials')
      .select(['author', 'role', 'quote'])
      .where('locale', '=', locale)
      .orderBy('sort')
      .execute();
  }

  return [
    defineRoute(endpoints.banners, ({ query, locale }) =>
      deps.shared.remember(`banners|${query.region}|${locale}`, async () => {
        const rows = await db
          .selectFrom('banners')
          .leftJoin('companies', 'companies.id', 'banners.company_id')
          .select([
            'banners.id',
            'banners.placement',
            'banners.image_url',
            'banners.link_url',
            'banners.alt',
            'companies.slug',
          ])
          .where('banners.region', '=', query.region)
          .where('banners.locale', '=', locale)
          .orderBy('banners.id')
          .execute();
        const siteBase = siteBaseUrl(deps.config, query.region);
        const map: Record<
          string,
          {
            id: string;
            imageUrl: string;
            linkUrl: string | null;
            alt: string;
            companySlug: string | null;
          }[]
        > = {};
        for (const row of rows) {
          const list = map[row.placement] ?? [];
          map[row.placement] = list;
          list.push({
            id: String(row.id),
            imageUrl: absoluteUrl(apiUrl, row.image_url) ?? '',
            linkUrl: absoluteUrl(siteBase, `/${locale}${row.link_url}`),
            alt: row.alt,
            companySlug: row.slug,
          });
        }
        return map;
      }),
    ),
    defineRoute(endpoints.legalDocuments, () =>
      deps.shared.remember('legal-documents', async () => {
        const rows = await db
          .selectFrom('legal_documents')
          .select(['doc_type', 'region', 'locale', 'url'])
          .where('published_at', '<=', deps.now())
          .orderBy('published_at', 'asc')
          .execute();
        const map: Record<string, Record<string, Record<string, string>>> = {};
        for (const row of rows) {
          const base = siteBaseUrl(deps.config, row.region);
          const byRegion = map[row.doc_type] ?? {};
          map[row.doc_type] = byRegion;
          const byLocale = byRegion[row.region] ?? {};
          byRegion[row.region] = byLocale;
          byLocale[row.locale] = absoluteUrl(base, row.url) ?? row.url;
        }
        return map;
      }),
    ),
    defineRoute(endpoints.testimonials, async ({ locale }) => testimonials(locale)),
    defineRoute(endpoints.blogIndex, async ({ query, locale }) => {
      const [items, total] = await Promise.all([
        posts(locale, query.perPage, (query.page - 1) * query.perPage),
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM blog_posts WHERE locale = ${locale} AND published_at <= ${deps.now()}`.execute(
          db,
        ),
      ]);
      return { items, page: query.page, total: total.rows[0]?.n ?? 0 };
    }),
    defineRoute(endpoints.blogPost, async ({ params, query, locale }) => {
      const post = await db
        .selectFrom('blog_posts')
        .selectAll()
        .where('slug', '=', params.slug)
        .where('published_at', '<=', deps.now())
        .orderBy(sql`locale = ${locale}`, 'desc')
        .executeTakeFirst();
      if (!post) throw notFound();
      const [related, jobs, companies] = await Promise.all([
        posts(post.locale, 4),
        post.category_ids.length
          ? sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${JOB_CARD_FROM} WHERE ${openIn(query.region)}
                AND j.category_id = ANY(${post.category_ids}::int[]) ORDER BY j.published_at DESC, j.id DESC LIMIT 4`.execute(
              db,
            )
          : Promise.resolve({ rows: [] as JobCardRow[] }),
        post.company_ids.length
          ? selectCompanies(db, {
              where: sql`c.id = ANY(${post.company_ids}::bigint[])`,
              limit: 4,
              now: deps.now(),
              userId: null,
            })
          : Promise.resolve([]),
      ]);
      return {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        coverUrl: absoluteUrl(apiUrl, post.cover_url),
        author: post.author,
        tags: post.tags,
        publishedAt: new Date(post.published_at).toISOString(),
        related: {
          posts: related.filter((p) => p.slug !== post.slug).slice(0, 3),
          jobs: await jobCards(jobs.rows, locale),
          companies: companies.map((c) => toCompanySummary(c, apiUrl)),
        },
      };
    }),
    defineRoute(endpoints.homePage, ({ query, user, locale }) => {
      const answer = async () => {
        const country = toRegionCode(query.region);
        const preferred = await preferredCategoryIds(deps, user?.id);
        const preference = preferred.length
          ? sql`(j.category_id = ANY(${preferred}::int[]) OR j.subcategory_ids && ${preferred}::int[]) DESC,`
          : sql``;
        const [
          categories,
          counts,
          companies,
          recommended,
          partner,
          favourite,
          latest,
          quotes,
          workplaceOfTheMonth,
        ] = await Promise.all([
          loadCategories(db),
          sql<{
            id: number;
            n: number;
          }>`SELECT j.category_id AS id, count(*)::int AS n FROM jobs j WHERE ${openIn(query.region)} GROUP BY 1`.execute(
            db,
          ),
          selectCompanies(db, {
            where: sql`c.featured AND c.country = ${country}`,
            order: sql`c.name, c.id`,
            limit: 12,
            now: deps.now(),
            userId: user?.id ?? null,
          }),
          sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${JOB_CARD_FROM} WHERE ${openIn(query.region)}
            ORDER BY ${recommendedOrder(openIn(query.region), preference)} LIMIT 8`.execute(db),
          sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${JOB_CARD_FROM} WHERE ${openIn(query.region)} AND j.is_partner
            ORDER BY j.published_at DESC, j.id DESC LIMIT 6`.execute(db),
          sql<JobCardRow>`SELECT ${JOB_CARD_COLUMNS} FROM ${JOB_CARD_FROM} WHERE ${openIn(query.region)}
            AND j.daily_favourite_on <= ${calendarDay(deps.now(), country)}::date
            ORDER BY j.daily_favourite_on DESC, j.id LIMIT 1`.execute(db),
          posts(locale, 3),
          testimonials(locale),
          currentWorkplaceOfTheMonth(db, country, deps.now(), apiUrl),
        ]);
        const context = { categories, locale, now: deps.now(), apiUrl };
        const countOf = (id: number) => counts.rows.find((r) => r.id === id)?.n ?? 0;
        const favouriteRow = favourite.rows[0];
        return {
          categories: [...categories.values()]
            .filter((c) => c.parentId === null)
            .map((c) => ({ slug: c.slug, name: c.name[locale], count: countOf(c.id) })),
          featuredCompanies: companies.map((c) => toCompanySummary(c, apiUrl)),
          recommendedJobs: recommended.rows.map((r) => toJobDto(r, context)),
          partnerJobs: partner.rows.map((r) => toJobDto(r, context)),
          dailyFavourite: favouriteRow ? toJobDto(favouriteRow, context) : null,
          latestPosts: latest,
          testimonials: quotes,
          totalOpenJobs: counts.rows.reduce((sum, r) => sum + r.n, 0),
          workplaceOfTheMonth,
        };
      };
      // A signed-in visitor's recommendations follow their categories: only guests share one answer.
      return user === null
        ? deps.shared.remember(`home|${query.region}|${locale}`, answer)
        : answer();
    }),
    defineRoute(endpoints.salaryStatistics, async ({ query, locale }) => {
      const country = toRegionCode(query.region);
      const currency: 'HUF' | 'RON' = country === 'RO' ? 'RON' : 'HUF';
      const categories = await loadCategories(db);
      const category = query.category
        ? [...categories.values()].find((c) => c.slug === query.category)
        : undefined;
      const ads = await sql<{
        category_id: number;
        level: string;
        basis: 'gross' | 'net';
        min: number;
        max: number;
      }>`SELECT j.category_id, j.level, j.salary_form AS basis, j.salary_min::int AS min,
            j.salary_max::int AS max
          FROM jobs j WHERE ${openIn(query.region)} AND j.salary_currency = ${currency} AND j.salary_period = 'month'
            AND j.salary_min IS NOT NULL AND j.salary_max IS NOT NULL
            ${category ? sql`AND j.category_id = ${category.id}` : sql``}`.execute(db);
      const cells = salaryStatistics(
        ads.rows.map((ad) => ({
          categoryId: ad.category_id,
          level: ad.level,
          basis: ad.basis,
          min: ad.min,
          max: ad.max,
        })),
        country,
        conversionMonth(deps.now()),
      );
      return {
        currency,
        rows: cells.flatMap((cell) =>
          (['gross', 'net'] as const).map((basis) => ({
            category: categories.get(cell.categoryId)?.slug ?? '',
            categoryName: categories.get(cell.categoryId)?.name[locale] ?? '',
            level: cell.level,
            basis,
            ...cell[basis],
          })),
        ),
      };
    }),
  ];
}
