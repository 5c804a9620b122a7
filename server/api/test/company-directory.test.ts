import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestApp, type TestApp } from './support/test-app.ts';

type Facet = { value: string; label: string; count: number };
type CompanyList = {
  items: { slug: string; industry: string; size: string }[];
  total: number;
  facets: { industries: Facet[]; sizes: Facet[] };
};

let app: TestApp;
let anonymous: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  anonymous = new ApiClient(app.url);
});
afterAll(() => app?.close());

describe('company directory', () => {
  it('keeps the other industries and sizes on offer once one is picked', async () => {
    const all = await anonymous.get<CompanyList>('/companies?region=hu');
    const picked = all.body.facets.industries[0];
    if (!picked) throw new Error('no industry facet');
    const filtered = await anonymous.get<CompanyList>(
      `/companies?region=hu&industry=${picked.value}`,
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body.total).toBe(picked.count);
    // The industry facet ignores the industry filter itself: every industry stays selectable.
    expect(filtered.body.facets.industries).toEqual(all.body.facets.industries);
    // The size facet counts within the picked industry.
    expect(filtered.body.facets.sizes.reduce((sum, f) => sum + f.count, 0)).toBe(picked.count);
  });

  it('names the industry of a company page in the asked language', async () => {
    const list = await anonymous.get<CompanyList>('/companies?region=hu');
    const company = list.body.items.find((c) => c.industry === 'software') ?? list.body.items[0];
    if (!company) throw new Error('no company');
    const page = (locale: string) =>
      anonymous.get<{ industryName: string }>(`/companies/${company.slug}?locale=${locale}`);
    const [hu, en] = await Promise.all([page('hu'), page('en')]);
    const label = list.body.facets.industries.find((f) => f.value === company.industry)?.label;
    expect(hu.body.industryName).toBe(label);
    expect(en.body.industryName).not.toBe('');
    if (company.industry === 'software') {
      expect(hu.body.industryName).toBe('Szoftverfejlesztés');
      expect(en.body.industryName).toBe('Software');
    }
  });

  it('pages a company’s open jobs, ten at a time, newest first (issue 15: lists paged on the server)', async () => {
    type Page = {
      openJobCount: number;
      jobs: { id: string; publishedAt: string }[];
      jobPages: { page: number; totalPages: number; total: number };
    };
    const list = await anonymous.get<{ items: { slug: string; openJobCount: number }[] }>(
      '/companies?region=hu&perPage=50',
    );
    const busiest = list.body.items.toSorted((a, b) => b.openJobCount - a.openJobCount)[0];
    if (!busiest || busiest.openJobCount <= 10) throw new Error('no company with 11+ open jobs');
    const first = await anonymous.get<Page>(`/companies/${busiest.slug}`);
    expect(first.status).toBe(200);
    expect(first.body.jobs).toHaveLength(10);
    const { total, totalPages } = first.body.jobPages;
    expect(first.body.jobPages.page).toBe(1);
    expect(total).toBe(busiest.openJobCount);
    expect(totalPages).toBe(Math.ceil(total / 10));
    const pages = [first.body];
    for (let page = 2; page <= totalPages; page++) {
      const answer = await anonymous.get<Page>(`/companies/${busiest.slug}?page=${page}`);
      expect(answer.body.jobPages.page).toBe(page);
      pages.push(answer.body);
    }
    const jobs = pages.flatMap((p) => p.jobs);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(total);
    const dates = jobs.map((j) => j.publishedAt);
    expect(dates).toEqual(dates.toSorted().reverse());
    const past = await anonymous.get<Page>(`/companies/${busiest.slug}?page=${totalPages + 1}`);
    expect(past.body.jobs).toEqual([]);
    for (const bad of ['0', 'x', '-1']) {
      expect((await anonymous.get(`/companies/${busiest.slug}?page=${bad}`)).status).toBe(400);
    }
  });
});
