import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type Company = {
  id: string;
  slug: string;
  name: string;
  region: string;
  size: string;
  industry: string;
  homeOffice: boolean;
  followers: number;
  followed: boolean;
  openJobCount: number;
  city: string | null;
};
type CompanyList = {
  items: Company[];
  total: number;
  facets: { industries: { value: string; count: number }[] };
};
type Job = { id: string; title: string; companySlug: string };

let app: TestApp;
let anonymous: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  anonymous = new ApiClient(app.url);
});
afterAll(() => app?.close());

describe('companies', () => {
  it('lists the companies of a region with filters and facets', async () => {
    const hu = await anonymous.get<CompanyList>('/companies?region=hu&perPage=50');
    expect(hu.status).toBe(200);
    expect(hu.body.items.every((c) => c.region === 'HU')).toBe(true);
    expect(hu.body.facets.industries.reduce((sum, f) => sum + f.count, 0)).toBe(hu.body.total);
    const first = hu.body.items[0];
    if (!first) throw new Error('no company');
    const byName = await anonymous.get<CompanyList>(
      `/companies?region=hu&q=${encodeURIComponent(first.name.split(' ')[0] ?? '')}`,
    );
    expect(byName.body.items.map((c) => c.slug)).toContain(first.slug);
    const unaccented = first.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const plain = await anonymous.get<CompanyList>(
      `/companies?region=hu&q=${encodeURIComponent(unaccented)}`,
    );
    expect(plain.body.items.map((c) => c.slug)).toContain(first.slug);
    const size = await anonymous.get<CompanyList>(`/companies?region=hu&size=${first.size}`);
    expect(size.body.items.every((c) => c.size === first.size)).toBe(true);
    const industry = await anonymous.get<CompanyList>(
      `/companies?region=hu&industry=${first.industry}`,
    );
    expect(industry.body.items.every((c) => c.industry === first.industry)).toBe(true);
    const homeOffice = await anonymous.get<CompanyList>('/companies?region=hu&extras=homeOffice');
    expect(homeOffice.body.items.every((c) => c.homeOffice)).toBe(true);
    expect((await anonymous.get('/companies?size=huge')).status).toBe(400);
  });

  it('shows a company page with offices, values and open jobs', async () => {
    const list = await anonymous.get<CompanyList>('/companies?region=ro');
    const company = list.body.items[0];
    if (!company) throw new Error('no company');
    const res = await anonymous.get<
      Company & {
        offices: { name: string }[];
        values: { title: string }[];
        jobs: Job[];
        jobPages: { page: number; total: number };
        about: string;
      }
    >(`/companies/${company.slug}?locale=ro`);
    expect(res.status).toBe(200);
    expect(res.body.offices.length).toBeGreaterThan(0);
    expect(res.body.values.length).toBeGreaterThanOrEqual(2);
    // The first page of its open jobs (ten to a page; company-directory.test.ts pages through them).
    expect(res.body.jobPages).toMatchObject({ page: 1, total: res.body.openJobCount });
    expect(res.body.jobs.length).toBe(Math.min(10, res.body.openJobCount));
    expect(res.body.jobs.every((j) => j.companySlug === company.slug)).toBe(true);
    expect(res.body.about).toContain(company.name);
    expect((await anonymous.get('/companies/nincs-ilyen')).status).toBe(404);
  });
});

describe('following companies', () => {
  it('toggles following and lists the followed companies of the user only', async () => {
    const { client } = await registeredUser(app.url);
    const other = await registeredUser(app.url);
    const company = (await anonymous.get<CompanyList>('/companies?region=hu')).body.items[0];
    if (!company) throw new Error('no company');
    const on = await client.post<{ followed: boolean; followers: number }>(
      `/companies/${company.id}/save-company-to-user`,
    );
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ followed: true, followers: company.followers + 1 });
    const profile = await client.get<{ lovedCompanies: { id: string }[] }>('/profile');
    expect(profile.body.lovedCompanies).toEqual([{ id: company.id }]);
    expect((await client.get<Company[]>('/followed-companies')).body.map((c) => c.slug)).toEqual([
      company.slug,
    ]);
    expect((await other.client.get<Company[]>('/followed-companies')).body).toEqual([]);
    const off = await client.post<{ followed: boolean }>(
      `/companies/${company.id}/save-company-to-user`,
    );
    expect(off.body.followed).toBe(false);
    expect((await client.get<Company[]>('/followed-companies')).body).toEqual([]);
  });

  it('needs a signed-in user and the XSRF header; unknown companies are 404', async () => {
    const guest = await new ApiClient(app.url).startSession();
    guest.locale = 'en';
    const res = await guest.post<{ error: { message: string } }>(
      '/companies/1/save-company-to-user',
    );
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Not authenticated user');
    const { client } = await registeredUser(app.url);
    expect((await client.post('/companies/999999/save-company-to-user')).status).toBe(404);
    expect((await client.post('/companies/abc/save-company-to-user')).status).toBe(400);
    const noXsrf = await client.request('POST', '/companies/1/save-company-to-user', undefined, {
      'x-xsrf-token': 'x',
    });
    expect(noXsrf.status).toBe(419);
  });
});

describe('saved jobs', () => {
  it('saves, lists and removes jobs of the user only', async () => {
    const { client } = await registeredUser(app.url);
    const other = await registeredUser(app.url);
    const jobs = (await anonymous.get<{ items: Job[] }>('/jobs?perPage=2')).body.items;
    const [a, b] = jobs;
    if (!a || !b) throw new Error('no jobs');
    expect((await client.put<{ saved: boolean }>(`/saved-jobs/${a.id}`)).body.saved).toBe(true);
    expect((await client.put(`/saved-jobs/${a.id}`)).status).toBe(200);
    await client.put(`/saved-jobs/${b.id}`);
    const list = await client.get<(Job & { savedAt: string })[]>('/saved-jobs');
    expect(list.body.map((j) => j.id).sort()).toEqual([a.id, b.id].sort());
    expect((await other.client.get<Job[]>('/saved-jobs')).body).toEqual([]);
    // Another user removing "their" saved job leaves this user's list alone.
    await other.client.delete(`/saved-jobs/${a.id}`);
    expect((await client.get<Job[]>('/saved-jobs')).body).toHaveLength(2);
    expect((await client.delete<{ saved: boolean }>(`/saved-jobs/${a.id}`)).body.saved).toBe(false);
    expect((await client.get<Job[]>('/saved-jobs')).body.map((j) => j.id)).toEqual([b.id]);
    expect((await client.put('/saved-jobs/987654')).status).toBe(404);
    expect((await anonymous.get('/saved-jobs')).status).toBe(401);
  });
});
