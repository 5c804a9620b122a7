import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type Banner = {
  id: string;
  imageUrl: string;
  linkUrl: string | null;
  alt: string;
  companySlug: string | null;
};
type Post = { slug: string; title: string; publishedAt: string };

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  client = new ApiClient(app.url);
});
afterAll(() => app?.close());

describe('content', () => {
  it('serves banners by placement for hu, ro and the blue sites', async () => {
    for (const region of ['hu', 'ro', 'blue']) {
      const res = await client.get<Record<string, Banner[]>>(`/banners?locale=en&region=${region}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([
        'blog-sidebar',
        'home-top',
        'job-detail',
        'job-list',
      ]);
      expect(res.body['home-top']?.[0]?.imageUrl).toMatch(
        /^http:\/\/.+\/media\/companies\/.+\/banner\.svg$/,
      );
    }
    // Each site's banners lead to a company page on that site, the blue-collar board's to its own.
    const linkOf = async (region: string) =>
      (await client.get<Record<string, Banner[]>>(`/banners?locale=hu&region=${region}`)).body[
        'job-list'
      ]?.[0]?.linkUrl;
    expect(await linkOf('blue')).toMatch(
      /^http:\/\/blue\.localhost:3000\/hu\/company\/[a-z0-9-]+$/,
    );
    expect(await linkOf('hu')).toMatch(/^http:\/\/localhost:3000\/hu\/company\/[a-z0-9-]+$/);
    expect(await linkOf('ro')).toMatch(/^http:\/\/ro\.localhost:3000\/hu\/company\/[a-z0-9-]+$/);
    expect((await client.get('/banners?region=HU')).status).toBe(400);
  });

  it('serves the legal documents map by type, region and language', async () => {
    const res =
      await client.get<Record<string, Record<string, Record<string, string>>>>('/dj-documents');
    expect(Object.keys(res.body).sort()).toEqual([
      'cookie',
      'privacy-policy',
      'prize-game-rules',
      'user-agreement',
    ]);
    expect(res.body.cookie?.ro?.en).toMatch(/^http:\/\/.+\/en\/legal\/cookie\?region=ro$/);
  });

  it('serves the blog in the request language and an article with related content', async () => {
    const ro = await client.get<{ items: Post[]; total: number }>('/blog?locale=ro');
    expect(ro.body.total).toBe(6);
    expect(ro.body.items[0]?.title).toBe('Cum să scrii un CV pe care chiar îl citește cineva');
    const dates = ro.body.items.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const slug = ro.body.items[0]?.slug ?? '';
    const article = await client.get<{
      body: string;
      related: { posts: Post[]; jobs: unknown[]; companies: unknown[] };
    }>(`/blog/${slug}?locale=ro&region=ro`);
    expect(article.status).toBe(200);
    expect(article.body.body).toContain('Recrutorii');
    expect(article.body.related.posts.map((p) => p.slug)).not.toContain(slug);
    expect(article.body.related.companies.length).toBeGreaterThan(0);
    expect((await client.get('/blog/nincs-ilyen-cikk')).status).toBe(404);
  });

  it('answers the home page in one call', async () => {
    const res = await client.get<{
      categories: { slug: string; count: number }[];
      featuredCompanies: unknown[];
      recommendedJobs: unknown[];
      partnerJobs: unknown[];
      dailyFavourite: unknown;
      latestPosts: unknown[];
      testimonials: { author: string }[];
      totalOpenJobs: number;
    }>('/content/home?region=hu&locale=hu');
    expect(res.status).toBe(200);
    expect(res.body.categories.reduce((sum, c) => sum + c.count, 0)).toBe(res.body.totalOpenJobs);
    expect(res.body.featuredCompanies.length).toBeGreaterThan(0);
    expect(res.body.recommendedJobs).toHaveLength(8);
    // Featured ads lead in two slots, not the whole list: the others are ordinary ads.
    const featured = (res.body.recommendedJobs as { featured: boolean }[]).map((j) => j.featured);
    expect(featured).toEqual([true, true, false, false, false, false, false, false]);
    expect(res.body.dailyFavourite).not.toBeNull();
    expect(res.body.latestPosts).toHaveLength(3);
    expect(res.body.testimonials.map((t) => t.author)).toContain('Kovács Eszter');
    const { client: user } = await registeredUser(app.url, { categories: ['marketing'] });
    const personal = await user.get<{ recommendedJobs: { category: string }[] }>(
      '/content/home?region=hu',
    );
    expect(personal.body.recommendedJobs[0]?.category).toBe('marketing');
  });

  it('computes salary statistics from the open ads', async () => {
    const res = await client.get<{
      currency: string;
      rows: {
        category: string;
        level: string;
        median: number;
        p25: number;
        p75: number;
        ads: number;
      }[];
    }>('/salary-statistics?region=ro&category=it');
    expect(res.body.currency).toBe('RON');
    expect(res.body.rows.length).toBeGreaterThan(0);
    for (const row of res.body.rows) {
      expect(row.category).toBe('it');
      expect(row.p25).toBeLessThanOrEqual(row.median);
      expect(row.median).toBeLessThanOrEqual(row.p75);
    }
  });

  it('shows every category and level on both bases, each net figure below the gross one', async () => {
    type Row = {
      category: string;
      level: string;
      basis: 'gross' | 'net';
      ads: number;
      median: number;
      p25: number;
      p75: number;
      min: number;
      max: number;
    };
    for (const region of ['hu', 'ro']) {
      const res = await client.get<{ rows: Row[] }>(`/salary-statistics?region=${region}`);
      const byCell = new Map<string, Partial<Record<'gross' | 'net', Row>>>();
      for (const row of res.body.rows) {
        const key = `${region} ${row.category} ${row.level}`;
        byCell.set(key, { ...byCell.get(key), [row.basis]: row });
      }
      expect(byCell.size).toBeGreaterThan(0);
      for (const [key, { gross, net }] of byCell) {
        if (!gross || !net) throw new Error(`${key}: only one basis`);
        expect(net.ads, key).toBe(gross.ads);
        for (const figure of ['median', 'p25', 'p75', 'min', 'max'] as const) {
          expect(net[figure], `${key} ${figure}`).toBeLessThan(gross[figure]);
        }
      }
    }
  });

  it('draws company logos as SVG and escapes names', async () => {
    const company = await app.deps.db
      .selectFrom('companies')
      .select('slug')
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await fetch(`${app.url}/media/companies/${company.slug}/logo.svg`);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
    expect((await fetch(`${app.url}/media/companies/nincs/logo.svg`)).status).toBe(404);
  });
});
