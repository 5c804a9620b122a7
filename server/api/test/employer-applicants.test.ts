import { formatMessage } from '@allas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/messages.ts';
import { registeredEmployer } from './support/employers.ts';
import { pdfBytes, upload } from './support/files.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
interface Summary {
  id: number;
  jobId: number;
  jobTitle: string;
  firstName: string;
  lastName: string;
  status: string;
  method: string;
  hasCv: boolean;
  replyBy: string;
  appliedAt: string;
}
interface ApplicantList {
  items: Summary[];
  total: number;
  statusCounts: Record<string, number>;
}
interface Applicant extends Summary {
  email: string;
  phone: string;
  language: string;
  nextStatuses: string[];
  history: { status: string; message: string | null }[];
}
interface MyApplication {
  id: string;
  status: string;
  statusMessage: string | null;
  statusChangedAt: string | null;
  replyBy: string;
  job: { id: string };
}
interface Mail {
  subject: string;
  text: string;
  locale: string;
}

let app: TestApp;
let company: Awaited<ReturnType<typeof registeredEmployer>>;
let otherCompany: Awaited<ReturnType<typeof registeredEmployer>>;
let candidate: Awaited<ReturnType<typeof registeredUser>>;
let guest: ApiClient;
let place: { category: string; subcategory: string; location: string };

async function placeOf(client: ApiClient) {
  const tree =
    await client.get<{ slug: string; subcategories: { slug: string }[] }[]>(
      '/categories?region=hu',
    );
  const category = tree.body.find((c) => c.subcategories.length > 0);
  const cities = await client.get<{ slug: string }[]>('/locations?region=hu');
  const location = cities.body[0]?.slug;
  const subcategory = category?.subcategories[0]?.slug;
  if (!category || !location || !subcategory) throw new Error('no categories or locations seeded');
  return { category: category.slug, subcategory, location };
}

/** Writes and publishes an ad of `employer`, answering its id. */
async function publishedAd(client: ApiClient, title: string, replyWithinDays = 14) {
  const draft = await client.post<{ id: number }>('/employer/jobs', {
    title,
    description: 'Ügyfeleink kérdéseire válaszolsz telefonon és e-mailben.',
    language: 'hu',
    location: place.location,
    category: place.category,
    subcategories: [place.subcategory],
    type: 'fullTime',
    level: 'junior',
    salary: { min: 450_000, max: 550_000, currency: 'HUF', basis: 'gross', period: 'month' },
    replyWithinDays,
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const published = await client.post(`/employer/jobs/${draft.body.id}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return draft.body.id;
}

async function outboxFor(email: string): Promise<Mail[]> {
  const res = await guest.get<Mail[]>(`/_dev/outbox?to=${encodeURIComponent(email)}`);
  return res.body;
}

let firstAd: number;
/** The candidate's application to the first ad (with a CV), and a guest's in English. */
let withCv: number;
let guestApplication: number;
const guestEmail = 'guest.applicant@example.com';

beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
  guest = new ApiClient(app.url);
  place = await placeOf(guest);
  company = await registeredEmployer(app);
  otherCompany = await registeredEmployer(app);
  candidate = await registeredUser(app.url);
  // The company's first ad is free.
  firstAd = await publishedAd(company.client, 'Ügyfélszolgálati munkatárs Jelentkezők', 7);

  const sent = await candidate.client.post<{ id: string }>(
    `/jobs/${firstAd}/applications`,
    upload('cv', pdfBytes(), 'Tükörfúrógép CV.pdf', 'application/pdf', {
      lastName: 'Tükörfúrógép',
      firstName: 'Árvíztűrő',
      email: candidate.email,
      phone: '+36 30 123 4567',
      consentToShareData: 'true',
      language: 'hu',
      method: 'cv',
    }),
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  withCv = Number(sent.body.id);
  const visitor = await new ApiClient(app.url).startSession();
  const byGuest = await visitor.post<{ id: string }>(`/jobs/${firstAd}/applications`, {
    lastName: 'Smith',
    firstName: 'Anna',
    email: guestEmail,
    phone: '+36 20 555 1234',
    consentToShareData: true,
    language: 'en',
    method: 'contactOnly',
    captcha: await visitor.captcha(),
  });
  expect(byGuest.status, JSON.stringify(byGuest.body)).toBe(201);
  guestApplication = Number(byGuest.body.id);
});
afterAll(() => app?.close());

describe('who may see applicants', () => {
  it('answers 401 to a guest and 403 to a job seeker on every route', async () => {
    const anonymous = await new ApiClient(app.url).startSession();
    const routes: [string, string, unknown?][] = [
      ['GET', '/employer/overview'],
      ['GET', '/employer/applications'],
      ['GET', `/employer/applications/${withCv}`],
      ['POST', `/employer/applications/${withCv}/status`, { status: 'shortlisted' }],
      ['GET', `/employer/applications/${withCv}/cv`],
      ['GET', `/employer/applications/${withCv}/cover-letter`],
    ];
    for (const [method, path, body] of routes) {
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      const asCandidate = await candidate.client.request(method, path, body);
      expect(asCandidate.status, `${method} ${path}`).toBe(403);
    }
  });

  it('shows another company nothing: an empty list and 404 for each application', async () => {
    const list = await otherCompany.client.get<ApplicantList>('/employer/applications');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
    expect(list.body.total).toBe(0);
    const filtered = await otherCompany.client.get<ApplicantList>(
      `/employer/applications?job=${firstAd}`,
    );
    expect(filtered.body.items).toEqual([]);
    for (const path of [
      `/employer/applications/${withCv}`,
      `/employer/applications/${withCv}/cv`,
    ]) {
      expect((await otherCompany.client.get(path)).status, path).toBe(404);
    }
    const move = await otherCompany.client.post(`/employer/applications/${withCv}/status`, {
      status: 'rejected',
    });
    expect(move.status).toBe(404);
    // Nothing moved: the candidate's application is still as it was sent.
    const mine = await candidate.client.get<MyApplication[]>('/my-applications');
    expect(mine.body.find((a) => Number(a.id) === withCv)?.status).toBe('received');
  });

  it('refuses malformed ids, filters and bodies with 4xx, never 5xx', async () => {
    const c = company.client;
    expect((await c.get('/employer/applications/abc')).status).toBe(400);
    expect((await c.get('/employer/applications?status=lost')).status).toBe(400);
    expect((await c.get('/employer/applications?from=2026-13-01')).status).toBe(400);
    expect((await c.get('/employer/applications?page=0')).status).toBe(400);
    expect((await c.get('/employer/applications/2147483000')).status).toBe(404);
    const bad = await c.post<ErrorBody>(`/employer/applications/${withCv}/status`, {
      status: 'promoted',
    });
    expect(bad.status).toBe(422);
    const long = await c.post<ErrorBody>(`/employer/applications/${withCv}/status`, {
      status: 'shortlisted',
      message: 'x'.repeat(2001),
    });
    expect(long.status).toBe(422);
    expect(long.body.error.fields).toHaveProperty('message');
  });
});

describe('the list of applicants', () => {
  it('lists the company’s applicants newest first with counts per status and reply-by days', async () => {
    const list = await company.client.get<ApplicantList>('/employer/applications');
    expect(list.status).toBe(200);
    expect(list.body.items.map((a) => a.id)).toEqual([guestApplication, withCv]);
    expect(list.body.total).toBe(2);
    expect(list.body.statusCounts).toMatchObject({ received: 2, viewed: 0 });
    const [byGuest, candidateRow] = list.body.items;
    expect(candidateRow).toMatchObject({
      jobId: firstAd,
      firstName: 'Árvíztűrő',
      method: 'cv',
      hasCv: true,
      status: 'received',
    });
    expect(byGuest).toMatchObject({ method: 'contactOnly', hasCv: false });
    // The ad promised an answer within 7 days of the application (test clock 2026-03-16).
    expect(candidateRow?.replyBy).toBe('2026-03-23');
  });

  it('filters by ad, status, method and the days applied on', async () => {
    const c = company.client;
    const ask = async (query: string) =>
      (await c.get<ApplicantList>(`/employer/applications?${query}`)).body.items.map((a) => a.id);
    expect(await ask(`job=${firstAd}`)).toEqual([guestApplication, withCv]);
    expect(await ask('method=cv')).toEqual([withCv]);
    expect(await ask('method=contactOnly')).toEqual([guestApplication]);
    expect(await ask('status=hired')).toEqual([]);
    expect(await ask('from=2026-03-16&to=2026-03-16')).toEqual([guestApplication, withCv]);
    expect(await ask('from=2026-03-17')).toEqual([]);
    expect(await ask('to=2026-03-15')).toEqual([]);
  });

  it('gives the dashboard its figures', async () => {
    const overview = await company.client.get('/employer/overview');
    expect(overview.status).toBe(200);
    expect(overview.body).toEqual({
      openAds: 1,
      newApplicants: 2,
      creditBalance: 0,
      freeAdAvailable: false,
    });
    const empty = await otherCompany.client.get('/employer/overview');
    expect(empty.body).toEqual({
      openAds: 0,
      newApplicants: 0,
      creditBalance: 0,
      freeAdAvailable: true,
    });
  });
});

describe('moving an application on', () => {
  it('marks an application viewed when the employer opens it, once, and tells the candidate', async () => {
    const opened = await company.client.get<Applicant>(`/employer/applications/${withCv}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      status: 'viewed',
      email: candidate.email,
      phone: '+36301234567',
      language: 'hu',
      nextStatuses: ['shortlisted', 'rejected'],
    });
    expect(opened.body.history.map((h) => h.status)).toEqual(['viewed']);
    const again = await company.client.get<Applicant>(`/employer/applications/${withCv}`);
    expect(again.body.history).toHaveLength(1);

    const mine = await candidate.client.get<MyApplication[]>('/my-applications');
    expect(mine.body.find((a) => Number(a.id) === withCv)?.status).toBe('viewed');
    const mails = (await outboxFor(candidate.email)).filter((m) =>
      m.subject.startsWith('Jelentkezésed új állapota'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(translate('mail.applicationStatus.status.viewed', 'hu'));
  });

  it('shortlists with a message the candidate sees on my applications and in a mail', async () => {
    const message = 'Köszönjük! Jövő héten telefonon keresünk egy rövid beszélgetésre.';
    const moved = await company.client.post<Applicant>(`/employer/applications/${withCv}/status`, {
      status: 'shortlisted',
      message,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('shortlisted');
    expect(moved.body.nextStatuses).toEqual(['rejected', 'hired']);
    expect(moved.body.history.at(-1)).toMatchObject({ status: 'shortlisted', message });

    const mine = await candidate.client.get<MyApplication[]>('/my-applications');
    const row = mine.body.find((a) => Number(a.id) === withCv);
    expect(row).toMatchObject({ status: 'shortlisted', statusMessage: message });
    expect(row?.statusChangedAt).not.toBeNull();
    expect(row?.replyBy).toBe('2026-03-23');
    const [mail] = (await outboxFor(candidate.email)).filter((m) =>
      m.text.includes(translate('mail.applicationStatus.status.shortlisted', 'hu')),
    );
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain('/hu/my-applications');
    expect(mail?.subject).toContain('Ügyfélszolgálati munkatárs Jelentkezők');
  });

  it('mails a guest in the language they applied in, without a page to follow', async () => {
    const moved = await company.client.post<Applicant>(
      `/employer/applications/${guestApplication}/status`,
      { status: 'rejected', message: 'We chose another candidate this time.' },
    );
    expect(moved.status).toBe(200);
    const mails = await outboxFor(guestEmail);
    const status = mails.find((m) => m.subject.startsWith('Your application has a new status'));
    expect(status?.locale).toBe('en');
    expect(status?.text).toContain('not selected');
    expect(status?.text).toContain('We chose another candidate this time.');
    expect(status?.text).not.toContain('my-applications');
  });

  it('refuses a move the status does not allow, in the reader’s language', async () => {
    const hire = await company.client.request<ErrorBody>(
      'POST',
      `/employer/applications/${guestApplication}/status`,
      { status: 'hired' },
      { 'accept-language': 'en' },
    );
    expect(hire.status).toBe(409);
    expect(hire.body.error.message).toBe(formatMessage('employer.application.wrongStatus', 'en'));
  });

  it('applies one of two simultaneous moves from the same status', async () => {
    const [a, b] = await Promise.all([
      company.client.post(`/employer/applications/${withCv}/status`, { status: 'hired' }),
      company.client.post(`/employer/applications/${withCv}/status`, { status: 'hired' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const hired = await company.client.get<Applicant>(`/employer/applications/${withCv}`);
    expect(hired.body.status).toBe('hired');
    expect(hired.body.nextStatuses).toEqual([]);
    expect(hired.body.history.filter((h) => h.status === 'hired')).toHaveLength(1);
    const rows = await app.deps.db
      .selectFrom('application_status_changes')
      .select('status')
      .where('application_id', '=', withCv)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['viewed', 'shortlisted', 'hired']);
  });
});

describe('the CV', () => {
  it('is served to the employer of the ad and to the candidate, and to no one else', async () => {
    const byEmployer = await company.client.get<string>(`/employer/applications/${withCv}/cv`);
    expect(byEmployer.status).toBe(200);
    expect(byEmployer.headers.get('content-type')).toBe('application/pdf');
    expect(byEmployer.headers.get('cache-control')).toBe('private, no-store');
    expect(byEmployer.body.startsWith('%PDF')).toBe(true);

    const byCandidate = await candidate.client.get<string>(`/my-applications/${withCv}/cv`);
    expect(byCandidate.status).toBe(200);
    expect(byCandidate.body).toBe(byEmployer.body);

    const stranger = await registeredUser(app.url);
    expect((await stranger.client.get(`/my-applications/${withCv}/cv`)).status).toBe(404);
    expect((await otherCompany.client.get(`/employer/applications/${withCv}/cv`)).status).toBe(404);
    // A guest's application without files has nothing to serve.
    const none = await company.client.get(`/employer/applications/${guestApplication}/cv`);
    expect(none.status).toBe(404);
  });
});

describe('the reply-by promise', () => {
  it('is one of the offered day counts, 14 when not given', async () => {
    const ad = {
      title: 'Raktáros',
      description: 'Árut veszel át és adsz ki.',
      language: 'hu',
      location: place.location,
      category: place.category,
      type: 'fullTime',
      level: 'junior',
      salary: { min: 400_000, max: 450_000, currency: 'HUF', basis: 'gross', period: 'month' },
    };
    const bad = await company.client.post<ErrorBody>('/employer/jobs', {
      ...ad,
      replyWithinDays: 5,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toHaveProperty('replyWithinDays');
    const ok = await company.client.post<{ replyWithinDays: number }>('/employer/jobs', ad);
    expect(ok.status).toBe(201);
    expect(ok.body.replyWithinDays).toBe(14);
  });
});
