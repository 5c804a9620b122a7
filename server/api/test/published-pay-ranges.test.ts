// Issue 12: 100 % of published ads carry a pay range. The demo data draws one for every ad, in its
// site's currency and never below the minimum wage, and the database refuses a published ad
// without one, whoever wrote it (jobs_published_salary_check, migrations/0031).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestApp, type TestApp } from './support/test-app.ts';

interface Pay {
  id: number;
  country: 'HU' | 'RO';
  status: string;
  category_id: number;
  level: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_form: 'gross' | 'net' | null;
  salary_period: 'month' | 'hour' | null;
}

let app: TestApp;
let ads: Pay[];

beforeAll(async () => {
  app = await startTestApp();
  ads = (
    await sql<Pay>`SELECT id, country, status, category_id, level, salary_min, salary_max,
      salary_currency, salary_form, salary_period FROM jobs ORDER BY id`.execute(app.deps.db)
  ).rows;
});
afterAll(() => app?.close());

describe('the pay range of every published ad', () => {
  it('is in every demo ad, in its site’s currency, a range above the minimum wage', () => {
    expect(ads.length).toBeGreaterThan(200);
    const minimum = { HUF: { month: 322_800, hour: 1_921 }, RON: { month: 4_325, hour: 25 } };
    const takeHome = { HU: 0.665, RO: 0.585 };
    for (const ad of ads) {
      const currency = ad.country === 'HU' ? 'HUF' : 'RON';
      expect(ad.salary_currency, `ad ${ad.id}`).toBe(currency);
      expect(ad.salary_form).not.toBeNull();
      expect(ad.salary_period).not.toBeNull();
      const floor = minimum[currency][ad.salary_period ?? 'month'];
      const least = ad.salary_form === 'net' ? floor * takeHome[ad.country] : floor;
      expect(ad.salary_min, `ad ${ad.id}`).toBeGreaterThanOrEqual(Math.floor(least));
      expect(ad.salary_max, `ad ${ad.id}`).toBeGreaterThan(ad.salary_min ?? 0);
    }
  });

  it('shows net amounts below gross ones for the same category, level and period', () => {
    const groups = new Map<string, Pay[]>();
    for (const ad of ads) {
      const key = `${ad.country} ${ad.category_id} ${ad.level} ${ad.salary_period}`;
      groups.set(key, [...(groups.get(key) ?? []), ad]);
    }
    let compared = 0;
    for (const [group, members] of groups) {
      const net = members.filter((ad) => ad.salary_form === 'net');
      const gross = members.filter((ad) => ad.salary_form === 'gross');
      if (net.length === 0 || gross.length === 0) continue;
      compared += 1;
      const highest = (list: Pay[], end: 'salary_min' | 'salary_max') =>
        Math.max(...list.map((ad) => ad[end] ?? 0));
      const lowest = (list: Pay[], end: 'salary_min' | 'salary_max') =>
        Math.min(...list.map((ad) => ad[end] ?? 0));
      expect(highest(net, 'salary_min'), group).toBeLessThan(lowest(gross, 'salary_min'));
      expect(highest(net, 'salary_max'), group).toBeLessThan(lowest(gross, 'salary_max'));
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('is required by the database for a published ad, not for a draft', async () => {
    const { db } = app.deps;
    const published = ads.find((ad) => ad.status === 'published');
    if (!published) throw new Error('no published ad in the seed');
    await expect(
      sql`UPDATE jobs SET salary_min = NULL WHERE id = ${published.id}`.execute(db),
    ).rejects.toThrow(/jobs_published_salary_check/);
    await expect(
      sql`UPDATE jobs SET salary_form = NULL WHERE id = ${published.id}`.execute(db),
    ).rejects.toThrow(/jobs_published_salary_check/);

    // A draft may lack a pay range, but cannot be published without one.
    const draft = await sql<{ id: number }>`INSERT INTO jobs (company_id, slug, title, language,
        description, country, location_id, category_id, subcategory_ids, job_type, level, extras,
        tags, status)
      SELECT company_id, slug || '-no-pay', title, language, description, country, location_id,
        category_id, subcategory_ids, job_type, level, extras, tags, 'draft'
      FROM jobs WHERE id = ${published.id} RETURNING id`.execute(db);
    const id = draft.rows[0]?.id;
    expect(id).toBeDefined();
    await expect(
      sql`UPDATE jobs SET status = 'published', published_at = now(), deadline = '2026-06-30'
        WHERE id = ${id}`.execute(db),
    ).rejects.toThrow(/jobs_published_salary_check/);
    await sql`DELETE FROM jobs WHERE id = ${id}`.execute(db);
  });
});

describe('the search', () => {
  it('finds every open ad among those with a salary', async () => {
    const guest = new ApiClient(app.url);
    for (const region of ['hu', 'ro']) {
      const all = await guest.get<{ total: number }>(`/jobs?region=${region}`);
      const paid = await guest.get<{ total: number }>(`/jobs?region=${region}&salary=1`);
      expect(all.body.total).toBeGreaterThan(0);
      expect(paid.body.total, region).toBe(all.body.total);
    }
  });
});
