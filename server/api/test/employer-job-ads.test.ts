import { formatMessage } from '@allas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaid } from '../src/employers/ad-orders.ts';
import { runCreditCommand } from '../src/employers/credit-command.ts';
import { freshHungarianTaxNumber, registeredEmployer } from './support/employers.ts';
import {
  ApiClient,
  registeredUser,
  startTestApp,
  TEST_NOW,
  type TestApp,
} from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
interface Ad {
  id: number;
  slug: string;
  companySlug: string;
  status: string;
  title: string;
  deadline: string | null;
  publishedAt: string | null;
  daysLeft: number | null;
  expired: boolean;
  applicantCount: number;
  paidWith: 'free' | 'credit' | null;
  salary: { min: number; max: number; currency: string; basis: string; period: string };
  subcategories: string[];
}
interface Order {
  id: number;
  packageId: string;
  credits: number;
  price: number;
  currency: string;
  status: string;
  paidAt: string | null;
}
interface Orders {
  items: Order[];
  creditBalance: number;
  freeAdUsed: boolean;
}

let app: TestApp;
/** Registers an employer with a new company and answers its signed-in client. */
const employer = (region: 'hu' | 'ro', taxNumber: string) =>
  registeredEmployer(app, { region, taxNumber });

/** Runs `body` with the api's clock pinned (deps.now), then puts the test clock back. */
async function at<T>(instant: string, body: () => Promise<T>): Promise<T> {
  app.deps.now = () => new Date(instant);
  try {
    return await body();
  } finally {
    app.deps.now = () => TEST_NOW;
  }
}

let hu: Awaited<ReturnType<typeof employer>>;
let ro: Awaited<ReturnType<typeof employer>>;
let candidate: ApiClient;
let guest: ApiClient;
let huPlace: { category: string; subcategory: string; location: string };
let roPlace: { category: string; subcategory: string; location: string };

async function placeOf(region: 'hu' | 'ro') {
  const tree = await guest.get<{ slug: string; subcategories: { slug: string }[] }[]>(
    `/categories?region=${region}`,
  );
  const category = tree.body.find((c) => c.subcategories.length > 1);
  const cities = await guest.get<{ slug: string }[]>(`/locations?region=${region}`);
  const location = cities.body[0]?.slug;
  const subcategory = category?.subcategories[0]?.slug;
  if (!category || !location || !subcategory) throw new Error('no categories or locations seeded');
  return { category: category.slug, subcategory, location };
}

/** A complete ad with a word of its own in the title, to find it in search. */
function ad(word: string, overrides: Record<string, unknown> = {}, place = huPlace) {
  return {
    title: `Ügyfélszolgálati munkatárs ${word}`,
    description: 'Ügyfeleink kérdéseire válaszolsz telefonon és e-mailben.\n\nBetanítást adunk.',
    language: 'hu',
    location: place.location,
    category: place.category,
    subcategories: [place.subcategory],
    type: 'fullTime',
    level: 'junior',
    extras: ['homeOffice'],
    tags: ['ügyfélszolgálat'],
    salary: { min: 450_000, max: 550_000, currency: 'HUF', basis: 'gross', period: 'month' },
    bonus: 'Cafeteria',
    startDate: '2026-04-01',
    teamSize: 6,
    teamAgeRange: { min: 22, max: 45 },
    ...overrides,
  };
}

async function searchFinds(word: string, region: 'hu' | 'ro' = 'hu'): Promise<boolean> {
  const res = await guest.get<{ items: { title: string }[] }>(
    `/jobs?region=${region}&q=${encodeURIComponent(word)}&perPage=50`,
  );
  expect(res.status).toBe(200);
  return res.body.items.some((item) => item.title.includes(word));
}

async function companyPageLists(job: Ad): Promise<boolean> {
  const page = await guest.get<{ jobs: { slug: string }[] }>(`/companies/${job.companySlug}`);
  expect(page.status).toBe(200);
  return page.body.jobs.some((item) => item.slug === job.slug);
}

async function createDraft(client: ApiClient, body: Record<string, unknown>): Promise<Ad> {
  const res = await client.post<Ad>('/employer/jobs', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
  guest = new ApiClient(app.url);
  hu = await employer('hu', freshHungarianTaxNumber());
  ro = await employer('ro', 'RO14399840');
  candidate = (await registeredUser(app.url)).client;
  huPlace = await placeOf('hu');
  roPlace = await placeOf('ro');
});
afterAll(() => app?.close());

describe('who may use the employer job routes', () => {
  it('answers 401 to a guest and 403 to a job seeker on every route', async () => {
    const anonymous = await new ApiClient(app.url).startSession();
    const routes: [string, string, unknown?][] = [
      ['GET', '/employer/jobs'],
      ['POST', '/employer/jobs', ad('Jogosultság')],
      ['GET', '/employer/jobs/1'],
      ['GET', '/employer/jobs/1/preview'],
      ['PUT', '/employer/jobs/1', ad('Jogosultság')],
      ['POST', '/employer/jobs/1/publish'],
      ['POST', '/employer/jobs/1/pause'],
      ['POST', '/employer/jobs/1/resume'],
      ['POST', '/employer/jobs/1/close'],
      ['POST', '/employer/jobs/1/duplicate'],
      ['GET', '/employer/packages'],
      ['POST', '/employer/orders', { packageId: 'start' }],
      ['GET', '/employer/orders'],
    ];
    for (const [method, path, body] of routes) {
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await candidate.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('refuses malformed ids and bodies with 4xx, never 5xx', async () => {
    expect((await hu.client.get('/employer/jobs/abc')).status).toBe(400);
    expect((await hu.client.get('/employer/jobs/99999999999')).status).toBe(400);
    expect((await hu.client.get('/employer/jobs/-1')).status).toBe(400);
    expect((await hu.client.get('/employer/jobs/2147483000')).status).toBe(404);
    expect((await hu.client.post('/employer/jobs/abc/publish')).status).toBe(400);
    expect((await hu.client.post('/employer/jobs', '{"title":')).status).toBe(400);
    expect((await hu.client.post('/employer/jobs', [1, 2])).status).toBe(422);
    const huge = ad('Óriás', { description: 'x'.repeat(70_000) });
    expect((await hu.client.post('/employer/jobs', huge)).status).toBe(413);
    expect((await hu.client.post('/employer/orders', { packageId: 42 })).status).toBe(422);
  });
});

describe('writing an ad', () => {
  it('refuses an ad without a pay range, naming the field in the reader’s language', async () => {
    const { salary: _, ...withoutSalary } = ad('Fizetés nélkül');
    for (const locale of ['hu', 'en'] as const) {
      const res = await hu.client.request<ErrorBody>('POST', '/employer/jobs', withoutSalary, {
        'accept-language': locale,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields?.salary).toBe(
        formatMessage('validation.salary.required', locale),
      );
    }
    expect(formatMessage('validation.salary.required', 'hu')).toMatch(/fizetési sáv/);
    expect(formatMessage('validation.salary.required', 'en')).toMatch(/pay range/);
  });

  it('checks the range, the category tree, the city and the deadline', async () => {
    const reversed = await hu.client.post<ErrorBody>(
      '/employer/jobs',
      ad('Fordított', { salary: { ...ad('x').salary, min: 600_000, max: 500_000 } }),
    );
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.fields).toEqual({ 'salary.max': expect.any(String) });

    const unknown = await hu.client.post<ErrorBody>(
      '/employer/jobs',
      ad('Ismeretlen', {
        category: 'nincs-ilyen-kategoria',
        location: 'nincs-ilyen-varos',
        subcategories: [roPlace.subcategory === huPlace.subcategory ? 'nincs' : 'nincs-ilyen'],
      }),
    );
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.error.fields ?? {}).sort()).toEqual([
      'category',
      'location',
      'subcategories.0',
    ]);

    const late = await hu.client.request<ErrorBody>(
      'POST',
      '/employer/jobs',
      ad('Késő', { deadline: '2026-04-16' }),
      { 'accept-language': 'en' },
    );
    expect(late.status).toBe(422);
    expect(late.body.error.fields?.deadline).toMatch(/30 days/);
    const past = await hu.client.post<ErrorBody>(
      '/employer/jobs',
      ad('Múlt', { deadline: '2026-03-15' }),
    );
    expect(past.body.error.fields?.deadline).toBe(formatMessage('validation.deadline.past', 'hu'));
  });

  it('saves a draft that nobody else sees: not in search, 404 for another company', async () => {
    const draft = await createDraft(hu.client, ad('Vázlatpróba'));
    expect(draft).toMatchObject({
      status: 'draft',
      deadline: null,
      publishedAt: null,
      daysLeft: null,
      expired: false,
      applicantCount: 0,
      paidWith: null,
      subcategories: [huPlace.subcategory],
      salary: { min: 450_000, max: 550_000, currency: 'HUF', basis: 'gross', period: 'month' },
    });
    expect(draft.slug).toBe('ugyfelszolgalati-munkatars-vazlatproba');
    expect(await searchFinds('Vázlatpróba')).toBe(false);

    const own = await hu.client.get<{ items: Ad[] }>('/employer/jobs');
    expect(own.body.items.map((item) => item.id)).toContain(draft.id);
    const theirs = await ro.client.get<{ items: Ad[] }>('/employer/jobs');
    expect(theirs.body.items.map((item) => item.id)).not.toContain(draft.id);

    for (const [method, path, body] of [
      ['GET', `/employer/jobs/${draft.id}`],
      ['GET', `/employer/jobs/${draft.id}/preview`],
      ['PUT', `/employer/jobs/${draft.id}`, ad('Elvenném', {}, roPlace)],
      ['POST', `/employer/jobs/${draft.id}/publish`],
      ['POST', `/employer/jobs/${draft.id}/pause`],
      ['POST', `/employer/jobs/${draft.id}/resume`],
      ['POST', `/employer/jobs/${draft.id}/close`],
      ['POST', `/employer/jobs/${draft.id}/duplicate`],
    ] as const) {
      const res = await ro.client.request<ErrorBody>(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Vázlatpróba');
    }
    // The preview is the public job card, the draft shown as if published today for 30 days.
    const preview = await hu.client.request<{
      title: string;
      deadline: string;
      publishedAt: string;
      salary: Ad['salary'];
      categoryName: string;
      status: { remainingDays: number };
    }>('GET', `/employer/jobs/${draft.id}/preview`, undefined, { 'accept-language': 'en' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      title: draft.title,
      deadline: '2026-04-15',
      publishedAt: TEST_NOW.toISOString(),
      salary: draft.salary,
      status: { remainingDays: 30 },
    });
    expect(preview.body.categoryName).not.toBe('');
    const still = await hu.client.get<Ad>(`/employer/jobs/${draft.id}`);
    expect(still.body).toMatchObject({ status: 'draft', title: draft.title });
  });
});

describe('publishing: the first ad free for 30 days, then credits', () => {
  let freeAd: Ad;

  it('publishes the company’s first ad free, its deadline 30 days from the publishing day', async () => {
    const draft = await createDraft(hu.client, ad('Ingyenhirdetés'));
    // Budapest's 10 March: the deadline is 9 April, whatever the time of day.
    const published = await at('2026-03-10T07:30:00Z', () =>
      hu.client.post<Ad>(`/employer/jobs/${draft.id}/publish`),
    );
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      status: 'published',
      deadline: '2026-04-09',
      publishedAt: '2026-03-10T07:30:00.000Z',
      daysLeft: 30,
      paidWith: 'free',
    });
    freeAd = published.body;
    // At the test clock (16 March) it has 24 days left and is in search at once.
    const now = await hu.client.get<Ad>(`/employer/jobs/${draft.id}`);
    expect(now.body.daysLeft).toBe(24);
    expect(await searchFinds('Ingyenhirdetés')).toBe(true);
    // Its job page (the JobPosting data comes from it) and, once the company page is published
    // from the editor, the company page list it at once.
    const jobPage = await guest.get<{ company: { openJobCount: number } }>(
      `/jobs/${freeAd.companySlug}/${freeAd.slug}`,
    );
    expect(jobPage.status).toBe(200);
    expect(jobPage.body.company.openJobCount).toBe(1);
    await app.deps.db
      .updateTable('companies')
      .set({ published_at: TEST_NOW })
      .where('slug', '=', freeAd.companySlug)
      .execute();
    expect(await companyPageLists(freeAd)).toBe(true);
  });

  it('leaves search once expired (the deadline day is open to its end in Budapest)', async () => {
    expect(await at('2026-04-09T21:30:00Z', () => searchFinds('Ingyenhirdetés'))).toBe(true);
    expect(await at('2026-04-09T22:30:00Z', () => searchFinds('Ingyenhirdetés'))).toBe(false);
  });

  it('refuses a second publication without credits, with a message and no field', async () => {
    const second = await createDraft(hu.client, ad('Kreditre vár'));
    const refused = await hu.client.request<ErrorBody>(
      'POST',
      `/employer/jobs/${second.id}/publish`,
      undefined,
      { 'accept-language': 'hu' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(formatMessage('employer.noCredits', 'hu'));
    expect(refused.body.error.fields).toBeUndefined();
    expect((await hu.client.get<Ad>(`/employer/jobs/${second.id}`)).body.status).toBe('draft');
    const orders = await hu.client.get<Orders>('/employer/orders');
    expect(orders.body).toEqual({ items: [], creditBalance: 0, freeAdUsed: true });
  });

  it('lists two or three packages in the company’s currency', async () => {
    const huf = await hu.client.request<{
      items: { id: string; price: number; currency: string }[];
    }>('GET', '/employer/packages', undefined, { 'accept-language': 'en' });
    expect(huf.body.items.length).toBeGreaterThanOrEqual(2);
    expect(huf.body.items.length).toBeLessThanOrEqual(3);
    expect(new Set(huf.body.items.map((p) => p.currency))).toEqual(new Set(['HUF']));
    expect(huf.body.items[0]).toMatchObject({ id: 'start', credits: 1, adDays: 30, price: 29_900 });
    const ron = await ro.client.get<{ items: { id: string; price: number; currency: string }[] }>(
      '/employer/packages',
    );
    expect(new Set(ron.body.items.map((p) => p.currency))).toEqual(new Set(['RON']));
    expect(ron.body.items.map((p) => p.id)).toEqual(huf.body.items.map((p) => p.id));
  });

  it('orders a package: an order waiting for payment and a pro-forma request in the outbox', async () => {
    const unknown = await hu.client.post<ErrorBody>('/employer/orders', { packageId: 'arany' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields?.packageId).toBe(
      formatMessage('employer.package.unknown', 'hu'),
    );

    const res = await hu.client.post<Order>('/employer/orders', { packageId: 'standard' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      packageId: 'standard',
      credits: 5,
      price: 119_900,
      currency: 'HUF',
      status: 'ordered',
      paidAt: null,
    });
    const mails = await app.deps.db
      .selectFrom('outbox')
      .select(['to_address', 'kind', 'locale', 'subject', 'body_text'])
      .where('kind', 'in', ['ad-order', 'ad-order-proforma'])
      .where('subject', 'like', `%#${res.body.id}%`)
      .orderBy('id')
      .execute();
    expect(mails).toEqual([
      expect.objectContaining({ to_address: hu.email, kind: 'ad-order', locale: 'hu' }),
      expect.objectContaining({
        to_address: app.deps.config.TEAM_EMAIL,
        kind: 'ad-order-proforma',
      }),
    ]);
    expect(mails[0]?.body_text).toMatch(/díjbekérő/i);
    expect(mails[1]?.body_text).toContain(`pnpm employer:credit ${res.body.id}`);

    const roOrder = await ro.client.post<Order>('/employer/orders', { packageId: 'start' });
    expect(roOrder.body).toMatchObject({ currency: 'RON', price: 349 });
    const roMail = await app.deps.db
      .selectFrom('outbox')
      .select(['locale', 'subject'])
      .where('to_address', '=', ro.email)
      .where('kind', '=', 'ad-order')
      .executeTakeFirstOrThrow();
    expect(roMail.locale).toBe('ro');
    expect(roMail.subject).toMatch(/Comanda ta/);
  });

  it('spends a credit once the operator marks the order paid', async () => {
    const { body: before } = await hu.client.get<Orders>('/employer/orders');
    const order = before.items[0];
    if (!order) throw new Error('no order');
    expect(await markOrderPaid(app.deps.db, order.id, TEST_NOW)).toMatchObject({
      outcome: 'paid',
      credits: 5,
      balance: 5,
    });
    expect(await markOrderPaid(app.deps.db, order.id, TEST_NOW)).toEqual({
      outcome: 'already-paid',
    });
    expect(await markOrderPaid(app.deps.db, 2_000_000_000, TEST_NOW)).toEqual({
      outcome: 'unknown-order',
    });
    const { body: after } = await hu.client.get<Orders>('/employer/orders');
    expect(after.creditBalance).toBe(5);
    expect(after.items[0]).toMatchObject({ status: 'paid', paidAt: TEST_NOW.toISOString() });

    const waiting = (await hu.client.get<{ items: Ad[] }>('/employer/jobs')).body.items.find(
      (item) => item.title.endsWith('Kreditre vár'),
    );
    if (!waiting) throw new Error('no waiting draft');
    const published = await hu.client.post<Ad>(`/employer/jobs/${waiting.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      status: 'published',
      paidWith: 'credit',
      deadline: '2026-04-15',
    });
    expect(await searchFinds('Kreditre vár')).toBe(true);
    expect((await hu.client.get<Orders>('/employer/orders')).body.creditBalance).toBe(4);
    // Published once: publishing again is a status conflict and spends nothing.
    expect((await hu.client.post(`/employer/jobs/${waiting.id}/publish`)).status).toBe(409);
    expect((await hu.client.get<Orders>('/employer/orders')).body.creditBalance).toBe(4);
  });

  it('gives the operator `pnpm employer:credit`: the waiting orders, then one marked paid', async () => {
    const { body } = await ro.client.get<Orders>('/employer/orders');
    const waiting = body.items[0];
    if (!waiting) throw new Error('no Romanian order');
    const list = await runCreditCommand(app.deps.db, ['--list'], TEST_NOW);
    expect(list.code).toBe(0);
    expect(list.lines.join('\n')).toContain(`#${waiting.id}`);
    expect(list.lines.join('\n')).toContain('349 RON');
    expect((await runCreditCommand(app.deps.db, [], TEST_NOW)).code).toBe(2);
    expect((await runCreditCommand(app.deps.db, ['12abc'], TEST_NOW)).code).toBe(2);
    expect((await runCreditCommand(app.deps.db, ['1999999999'], TEST_NOW)).code).toBe(1);
    const paid = await runCreditCommand(app.deps.db, ['--', String(waiting.id)], TEST_NOW);
    expect(paid).toEqual({ code: 0, lines: [expect.stringContaining('1 credit added')] });
    const again = await runCreditCommand(app.deps.db, [String(waiting.id)], TEST_NOW);
    expect(again.lines[0]).toMatch(/already paid/);
    expect((await ro.client.get<Orders>('/employer/orders')).body).toMatchObject({
      creditBalance: 1,
      items: [{ id: waiting.id, status: 'paid' }],
    });
    const none = await runCreditCommand(app.deps.db, ['--list'], TEST_NOW);
    expect(none.lines.join('\n')).not.toContain(`#${waiting.id} `);
  });

  it('never lets two publications share the free ad or the last credit', async () => {
    const racer = await employer('hu', freshHungarianTaxNumber());
    const first = await createDraft(racer.client, ad('Versenyző egy'));
    const second = await createDraft(racer.client, ad('Versenyző kettő'));
    const answers = await Promise.all([
      racer.client.post<Ad>(`/employer/jobs/${first.id}/publish`),
      racer.client.post<Ad>(`/employer/jobs/${second.id}/publish`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const orders = await racer.client.get<Orders>('/employer/orders');
    expect(orders.body).toMatchObject({ creditBalance: 0, freeAdUsed: true });
  });
});

describe('an ad’s life after publishing', () => {
  let live: Ad;

  it('edits a published ad online at once, within its 30 days', async () => {
    const ads = (await hu.client.get<{ items: Ad[] }>('/employer/jobs')).body.items;
    const found = ads.find((item) => item.title.endsWith('Kreditre vár'));
    if (!found) throw new Error('no published ad');
    live = found;
    const edited = await hu.client.put<Ad>(
      `/employer/jobs/${live.id}`,
      ad('Átnevezett', {
        salary: { min: 500_000, max: 600_000, currency: 'HUF', basis: 'net', period: 'month' },
        deadline: '2026-04-10',
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'published',
      slug: live.slug,
      deadline: '2026-04-10',
      salary: { basis: 'net', min: 500_000 },
    });
    expect(await searchFinds('Átnevezett')).toBe(true);
    const tooLate = await hu.client.put<ErrorBody>(
      `/employer/jobs/${live.id}`,
      ad('Átnevezett', { deadline: '2026-04-16' }),
    );
    expect(tooLate.status).toBe(422);
    expect(Object.keys(tooLate.body.error.fields ?? {})).toEqual(['deadline']);
  });

  it('pauses, resumes and closes; only a published ad is in search', async () => {
    const paused = await hu.client.post<Ad>(`/employer/jobs/${live.id}/pause`);
    expect(paused.body.status).toBe('paused');
    expect(await searchFinds('Átnevezett')).toBe(false);
    expect(await companyPageLists(live)).toBe(false);
    expect((await guest.get(`/jobs/${live.companySlug}/${live.slug}`)).status).toBe(404);
    expect((await hu.client.post(`/employer/jobs/${live.id}/pause`)).status).toBe(409);

    const resumed = await hu.client.post<Ad>(`/employer/jobs/${live.id}/resume`);
    expect(resumed.body).toMatchObject({ status: 'published', deadline: '2026-04-10' });
    expect(await searchFinds('Átnevezett')).toBe(true);
    expect(await companyPageLists(live)).toBe(true);
    expect((await hu.client.post(`/employer/jobs/${live.id}/resume`)).status).toBe(409);

    const closed = await hu.client.post<Ad>(`/employer/jobs/${live.id}/close`);
    expect(closed.body.status).toBe('closed');
    expect(await searchFinds('Átnevezett')).toBe(false);
    for (const step of ['publish', 'pause', 'resume', 'close']) {
      const res = await hu.client.request<ErrorBody>(
        'POST',
        `/employer/jobs/${live.id}/${step}`,
        undefined,
        { 'accept-language': 'en' },
      );
      expect(res.status, step).toBe(409);
      expect(res.body.error.message).toBe(formatMessage('employer.jobAd.wrongStatus', 'en'));
    }
    expect((await hu.client.put(`/employer/jobs/${live.id}`, ad('Zárt'))).status).toBe(409);
  });

  it('does not put an expired paused ad online again', async () => {
    const draft = await createDraft(hu.client, ad('Lejárt szünet'));
    // Published on 1 February with a credit: its last day is 3 March, before the test clock.
    await at('2026-02-01T10:00:00Z', async () => {
      expect((await hu.client.post<Ad>(`/employer/jobs/${draft.id}/publish`)).body).toMatchObject({
        status: 'published',
        deadline: '2026-03-03',
        paidWith: 'credit',
      });
      expect((await hu.client.post<Ad>(`/employer/jobs/${draft.id}/pause`)).status).toBe(200);
    });
    const listed = await hu.client.get<Ad>(`/employer/jobs/${draft.id}`);
    expect(listed.body).toMatchObject({ status: 'paused', expired: true, daysLeft: -13 });
    const resumed = await hu.client.post<ErrorBody>(`/employer/jobs/${draft.id}/resume`);
    expect(resumed.status).toBe(409);
    expect(resumed.body.error.message).toBe(formatMessage('employer.jobAd.expired', 'hu'));
  });

  it('duplicates any ad into a new draft without its deadline', async () => {
    const copy = await hu.client.post<Ad>(`/employer/jobs/${live.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      status: 'draft',
      title: 'Ügyfélszolgálati munkatárs Átnevezett',
      deadline: null,
      publishedAt: null,
      paidWith: null,
      salary: { basis: 'net', min: 500_000, max: 600_000 },
    });
    expect(copy.body.id).not.toBe(live.id);
    expect(copy.body.slug).not.toBe(live.slug);
    const list = (await hu.client.get<{ items: Ad[] }>('/employer/jobs')).body.items;
    expect(list[0]?.id).toBe(copy.body.id);
    expect(list.map((item) => item.status)).toEqual(
      expect.arrayContaining(['draft', 'published', 'paused', 'closed']),
    );
  });

  it('counts the applicants of each ad', async () => {
    const open = (await hu.client.get<{ items: Ad[] }>('/employer/jobs')).body.items.find((item) =>
      item.title.endsWith('Ingyenhirdetés'),
    );
    if (!open) throw new Error('no open ad');
    // The application itself is the application routes' business; here it only has to exist.
    await app.deps.db
      .insertInto('applications')
      .values({
        job_id: open.id,
        user_id: null,
        email: 'jelentkezo@example.hu',
        first_name: 'Ödön',
        last_name: 'Szűcs',
        phone: '+36301234567',
        method: 'contact',
        cv_file_id: null,
        cover_letter_file_id: null,
        linkedin_url: null,
        language: 'hu',
        consent: true,
      })
      .execute();
    const after = await hu.client.get<Ad>(`/employer/jobs/${open.id}`);
    expect(after.body.applicantCount).toBe(1);
  });
});

describe('the ad packages on sale', () => {
  it('are public, priced in the region’s currency and named in the reader’s language', async () => {
    const hu = await guest.get<{ items: { id: string; price: number; currency: string }[] }>(
      '/ad-packages?region=hu',
    );
    expect(hu.status).toBe(200);
    expect(hu.body.items.map((p) => p.id)).toEqual(['start', 'standard', 'pro']);
    expect(hu.body.items.every((p) => p.currency === 'HUF')).toBe(true);
    const ro = await guest.request<{ items: { name: string; currency: string }[] }>(
      'GET',
      '/ad-packages?region=ro',
      undefined,
      { 'accept-language': 'ro' },
    );
    expect(ro.body.items.map((p) => p.currency)).toEqual(['RON', 'RON', 'RON']);
    expect(ro.body.items[1]?.name).toBe('Standard (5 anunțuri)');
    expect((await guest.get('/ad-packages?region=xx')).status).toBe(400);
  });
});
