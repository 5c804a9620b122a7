import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type Job = {
  language: string;
  id: string;
  slug: string;
  companySlug: string;
  title: string;
  region: string;
  type: string;
  level: string;
  extras: string[];
  category: string;
  subcategories: string[];
  salary: { min: number; max: number } | null;
  publishedAt: string;
  deadline: string;
  featured: boolean;
  partner: boolean;
  location: { city: string };
  status: { expired: boolean; expiring: boolean; new: boolean; remainingDays: number };
};
type Facet = { value: string; label: string; count: number };
type SearchResult = {
  items: Job[];
  total: number;
  page: number;
  totalPages: number;
  facets: {
    categories: Facet[];
    types: Facet[];
    levels: Facet[];
    extras: Facet[];
    locations: Facet[];
    withSalary: number;
    new: number;
    expiring: number;
  } | null;
};

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  client = new ApiClient(app.url);
});
afterAll(() => app?.close());

const search = async (query: string) => {
  const res = await client.get<SearchResult>(`/jobs?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /jobs', () => {
  it('lists only open, published ads of the region, with facets', async () => {
    const hu = await search('region=hu&perPage=50');
    expect(hu.total).toBeGreaterThan(50);
    expect(hu.items.every((j) => j.region === 'HU' && !j.status.expired)).toBe(true);
    const facets = hu.facets;
    expect(facets?.categories.map((f) => f.value)).toContain('it');
    expect(facets?.types.reduce((sum, f) => sum + f.count, 0)).toBe(hu.total);
    expect(facets?.levels.reduce((sum, f) => sum + f.count, 0)).toBe(hu.total);
    const ro = await search('region=ro');
    expect(ro.items.every((j) => j.region === 'RO')).toBe(true);
  });

  it('tags the demo ads with words people read: a specialty in the ad language, no slugs', async () => {
    const categories = await app.deps.db
      .selectFrom('categories')
      .select(['name_hu', 'name_ro', 'name_en'])
      .execute();
    const names = {
      hu: new Set(categories.map((c) => c.name_hu)),
      ro: new Set(categories.map((c) => c.name_ro)),
      en: new Set(categories.map((c) => c.name_en)),
    };
    const jobs = await app.deps.db.selectFrom('jobs').select(['tags', 'language']).execute();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job.tags.length).toBeGreaterThan(0);
      for (const tag of job.tags) expect(names[job.language].has(tag), tag).toBe(true);
    }
  });

  it('finds Hungarian words with or without accents, in any case and with a typo', async () => {
    // A long word with diacritics from the title of an open Hungarian ad of the seed: the typo
    // tolerance (trigram similarity) is for words like "Szoftverfejlesztő", not "operátor".
    const rows = await sql<{ id: number; title: string }>`SELECT id, title FROM jobs
      WHERE country = 'HU' AND language = 'hu' AND status = 'published' AND deadline >= '2026-03-16'
        AND title ~ '[áéíóöőúüű]' ORDER BY id`.execute(app.deps.db);
    const longWord = (title: string) =>
      title.split(/\s+/).find((w) => /^\p{L}{10,}$/u.test(w) && /[áéíóöőúüű]/.test(w));
    const job = rows.rows.find((row) => longWord(row.title));
    if (!job) throw new Error('no long accented word in the seed');
    const word = longWord(job.title) ?? '';
    const bare = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    // Every ad found, page by page: the ads' texts share many words with the titles, so the ad
    // may rank below the first page.
    const ids = async (q: string) => {
      const found: string[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const result = await search(`q=${encodeURIComponent(q)}&perPage=50&page=${page}`);
        pages = result.totalPages;
        found.push(...result.items.map((j) => j.id));
      }
      return found;
    };
    expect(await ids(word)).toContain(String(job.id));
    expect(await ids(bare)).toContain(String(job.id));
    expect(await ids(bare.toUpperCase())).toContain(String(job.id));
    // A typo: one letter dropped from the middle of the word.
    const typo = word.slice(0, 3) + word.slice(4);
    expect(await ids(typo)).toContain(String(job.id));
    const romanian = await search('region=ro&q=dezvoltatori&perPage=50');
    const dezvoltator = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM jobs WHERE country = 'RO'
      AND status = 'published' AND deadline >= '2026-03-16' AND title LIKE 'Dezvoltator%'`.execute(
      app.deps.db,
    );
    expect(romanian.total).toBeGreaterThanOrEqual(dezvoltator.rows[0]?.n ?? 0);
    const nothing = await search('q=xyzzyqwv');
    expect(nothing.total).toBe(0);
  });

  it('applies every filter', async () => {
    const it = await search('category=it&perPage=50');
    expect(it.items.every((j) => j.category === 'it')).toBe(true);
    const sub = await search('subcategories=szoftverfejlesztes&perPage=50');
    expect(sub.items.every((j) => j.subcategories.includes('szoftverfejlesztes'))).toBe(true);
    const types = await search('types=partTime,project&perPage=50');
    expect(types.total).toBeGreaterThan(0);
    expect(types.items.every((j) => ['partTime', 'project'].includes(j.type))).toBe(true);
    const levels = await search('levels=senior&perPage=50');
    expect(levels.items.every((j) => j.level === 'senior')).toBe(true);
    const extras = await search('extras=remote&perPage=50');
    expect(extras.items.every((j) => j.extras.includes('remote'))).toBe(true);
    const salary = await search('salary=1&perPage=50');
    expect(salary.items.every((j) => j.salary !== null)).toBe(true);
    const fresh = await search('new=1&perPage=50');
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.items.every((j) => j.status.new)).toBe(true);
    const expiring = await search('expiring=1&perPage=50');
    expect(expiring.total).toBeGreaterThan(0);
    expect(expiring.items.every((j) => j.status.expiring)).toBe(true);
    const city = await search('location=debrecen&perPage=50');
    expect(city.items.every((j) => j.location.city === 'Debrecen')).toBe(true);
    const ro = await search('region=ro&location=timisoara');
    expect(ro.items.every((j) => j.location.city === 'Timișoara')).toBe(true);
  });

  it('lists the ads in the site’s language first by default (issue 18)', async () => {
    for (const [region, own] of [
      ['ro', 'ro'],
      ['hu', 'hu'],
    ] as const) {
      const languages: string[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const result = await search(`region=${region}&perPage=50&page=${page}`);
        pages = result.totalPages;
        languages.push(...result.items.map((j) => j.language));
      }
      expect(languages).toContain(own);
      expect(languages.some((language) => language !== own)).toBe(true);
      const firstOther = languages.findIndex((language) => language !== own);
      expect(languages.slice(firstOther)).not.toContain(own);
    }
  });

  it('counts facets without their own filter (multi-select)', async () => {
    const all = await search('region=hu');
    const filtered = await search('region=hu&types=fullTime');
    expect(filtered.facets?.types).toEqual(all.facets?.types);
    const fullTime = all.facets?.types.find((f) => f.value === 'fullTime');
    expect(filtered.total).toBe(fullTime?.count);
  });

  it('sorts by newest, deadline and salary, and pages stably without repeats', async () => {
    const newest = await search('sort=newest&perPage=50');
    const published = newest.items.map((j) => j.publishedAt);
    expect([...published].sort().reverse()).toEqual(published);
    const deadline = await search('sort=deadline&perPage=50');
    const deadlines = deadline.items.map((j) => j.deadline);
    expect([...deadlines].sort()).toEqual(deadlines);
    const salary = await search('sort=salary&salary=1&perPage=50');
    const maxima = salary.items.map((j) => j.salary?.max ?? 0);
    expect([...maxima].sort((a, b) => b - a)).toEqual(maxima);
    const seen = new Set<string>();
    const first = await search('perPage=20&page=1');
    for (let page = 1; page <= first.totalPages; page++) {
      const res = await search(`perPage=20&page=${page}`);
      for (const job of res.items) seen.add(job.id);
    }
    expect(seen.size).toBe(first.total);
  });

  it('answers bad parameters with 400 and field names, never 5xx', async () => {
    const bad = await client.get<{ error: { code: string; fields: Record<string, string> } }>(
      '/jobs?types=fulltime&page=0&sort=cheapest&unknown=1&locale=en',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(Object.keys(bad.body.error.fields)).toEqual(
      expect.arrayContaining(['types.0', 'page', 'sort', 'unknown']),
    );
    const injection = await search(`q=${encodeURIComponent("'; DROP TABLE jobs; --")}`);
    expect(injection.total).toBeGreaterThanOrEqual(0);
    expect((await search('region=hu')).total).toBeGreaterThan(0);
  });
});

describe('job detail', () => {
  it('answers an open ad with its company and an expired ad marked expired', async () => {
    const open = (await search('perPage=1')).items[0];
    if (!open) throw new Error('no job');
    const res = await client.get<
      Job & { company: { slug: string; openJobCount: number }; saved: boolean }
    >(`/jobs/${open.companySlug}/${open.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe(open.title);
    expect(res.body.company.openJobCount).toBeGreaterThan(0);
    expect(res.body.saved).toBe(false);
    const expired = await sql<{
      slug: string;
      company_slug: string;
    }>`SELECT j.slug, c.slug AS company_slug
      FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE j.status = 'published' AND j.deadline < '2026-03-16' LIMIT 1`.execute(app.deps.db);
    const row = expired.rows[0];
    if (!row) throw new Error('no expired job in the seed');
    const old = await client.get<Job>(`/jobs/${row.company_slug}/${row.slug}`);
    expect(old.status).toBe(200);
    expect(old.body.status.expired).toBe(true);
  });

  it('sends the ad text on the ad page only: lists leave it out (issue 15, loaders send what pages render)', async () => {
    const list = await search('perPage=5');
    expect(list.items.length).toBe(5);
    for (const item of list.items) expect(item).not.toHaveProperty('description');
    const first = list.items[0];
    if (!first) throw new Error('no job');
    const detail = await client.get<{ description: string }>(
      `/jobs/${first.companySlug}/${first.slug}`,
    );
    expect(detail.body.description.length).toBeGreaterThan(100);
  });

  it('answers 404 for unknown ads and 400 for malformed slugs', async () => {
    expect((await client.get('/jobs/nincs-ilyen-ceg/nincs-ilyen-allas')).status).toBe(404);
    expect((await client.get('/jobs/Rossz_Ceg/%3Cscript%3E')).status).toBe(400);
  });

  it("lists an ad's similar open jobs: its category and site, newest first, never the ad itself", async () => {
    const ad = (await search('perPage=1&sort=newest')).items[0];
    if (!ad) throw new Error('no job');
    const similar = await client.get<Job[]>(`/jobs/${ad.companySlug}/${ad.slug}/similar`);
    expect(similar.status).toBe(200);
    expect(similar.body.length).toBe(4);
    // The same ads as a search of the category, newest first, with the ad left out.
    const sameCategory = await search(
      `region=${ad.region.toLowerCase()}&category=${ad.category}&sort=newest&perPage=6`,
    );
    const expected = sameCategory.items
      .filter((item) => item.id !== ad.id && item.category === ad.category)
      .slice(0, 4);
    expect(similar.body.map((job) => job.id)).toEqual(expected.map((job) => job.id));
    for (const job of similar.body) {
      expect(job.region).toBe(ad.region);
      expect(job.status.expired).toBe(false);
    }
    const two = await client.get<Job[]>(`/jobs/${ad.companySlug}/${ad.slug}/similar?limit=2`);
    expect(two.body.length).toBe(2);
    expect((await client.get('/jobs/nincs-ilyen-ceg/nincs-ilyen-allas/similar')).status).toBe(404);
    expect((await client.get(`/jobs/${ad.companySlug}/${ad.slug}/similar?limit=99`)).status).toBe(
      400,
    );
  });

  it('tells a signed-in user that the ad is saved', async () => {
    const { client: user } = await registeredUser(app.url);
    const job = (await search('perPage=1')).items[0];
    if (!job) throw new Error('no job');
    await user.put(`/saved-jobs/${job.id}`);
    const res = await user.get<{ saved: boolean }>(`/jobs/${job.companySlug}/${job.slug}`);
    expect(res.body.saved).toBe(true);
  });
});

describe('job lists', () => {
  it('recommends jobs of the favourite categories first', async () => {
    const res = await client.get<Job[]>('/jobs/recommended?categories=marketing&limit=3');
    expect(res.status).toBe(200);
    expect(res.body.map((j) => j.category)).toEqual(['marketing', 'marketing', 'marketing']);
    const byCookie = await client.request<Job[]>('GET', '/jobs/recommended?limit=2', undefined, {
      cookie: 'favouriteJobCategories=logisztika',
    });
    expect(byCookie.body.map((j) => j.category)).toEqual(['logisztika', 'logisztika']);
  });

  it('serves partner jobs, the daily favourite, junior jobs and the landing lists', async () => {
    const partner = await client.get<Job[]>('/jobs/partner');
    expect(partner.body.length).toBeGreaterThan(0);
    expect(partner.body.every((j) => j.partner)).toBe(true);
    const favourite = await client.get<{ job: Job | null }>('/jobs/daily-favourite');
    expect(favourite.body.job).not.toBeNull();
    const junior = await client.get<SearchResult>('/jobs/junior');
    expect(junior.body.items.every((j) => j.level === 'junior')).toBe(true);
    const senior = await client.get<SearchResult & { title: string }>(
      '/jobs/lists/senior-it-fejlesztoi-allasok?locale=en',
    );
    expect(senior.body.title).toBe('Senior developer jobs');
    expect(
      senior.body.items.every(
        (j) => j.level === 'senior' && j.subcategories.includes('szoftverfejlesztes'),
      ),
    ).toBe(true);
    expect((await client.get('/jobs/lists/nincs-ilyen-lista')).status).toBe(404);
  });

  it('serves the category tree and the locations with counts', async () => {
    const tree =
      await client.get<{ slug: string; name: string; count: number; subcategories: unknown[] }[]>(
        '/categories?locale=ro',
      );
    const office = tree.body.find((c) => c.slug === 'irodai');
    expect(office?.name).toBe('Birou');
    expect(office?.subcategories.length).toBe(3);
    const locations = await client.get<{ city: string; count: number }[]>('/locations?region=ro');
    expect(locations.body.map((l) => l.city)).toContain('Cluj-Napoca');
  });
});
