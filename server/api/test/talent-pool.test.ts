import { formatMessage } from '@allas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaid } from '../src/employers/ad-orders.ts';
import { registeredEmployer } from './support/employers.ts';
import { pdfBytes, upload } from './support/files.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
interface Talent {
  id: number;
  firstName: string;
  city: string;
  categories: string[];
  levels: string[];
  request: { status: string } | null;
  contact: { lastName: string; email: string; phone: string; hasCv: boolean } | null;
}
interface TalentList {
  items: Talent[];
  total: number;
}
interface MyPool {
  optIn: boolean;
  shown: { firstName: string; city: string; categories: string[]; levels: string[] };
  requests: { id: number; companyName: string; message: string; status: string }[];
}
interface Mail {
  subject: string;
  text: string;
  kind: string;
  locale: string;
}

let app: TestApp;
let withPackage: Awaited<ReturnType<typeof registeredEmployer>>;
let withoutPackage: Awaited<ReturnType<typeof registeredEmployer>>;
let seeker: Awaited<ReturnType<typeof registeredUser>>;
let hidden: Awaited<ReturnType<typeof registeredUser>>;
let seekerId: number;

const outboxFor = async (email: string) =>
  (await new ApiClient(app.url).get<Mail[]>(`/_dev/outbox?to=${encodeURIComponent(email)}`)).body;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
  withPackage = await registeredEmployer(app, { companyName: 'Tehetségkereső Kft.' });
  withoutPackage = await registeredEmployer(app);
  // An ordered and paid package opens the pool.
  const order = await withPackage.client.post<{ id: number }>('/employer/orders', {
    packageId: 'start',
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  await markOrderPaid(app.deps.db, order.body.id, app.deps.now());
  seeker = await registeredUser(app.url, {
    firstName: 'Boglárka',
    lastName: 'Őszi',
    residence: 'Debrecen',
    categories: ['it'],
    levels: ['medior'],
    locale: 'hu',
  });
  seekerId = Number(seeker.user.id);
  await seeker.client.post('/profile/cv', upload('file', pdfBytes(), 'cv.pdf', 'application/pdf'));
  hidden = await registeredUser(app.url, { firstName: 'Rejtett', residence: 'Debrecen' });
});
afterAll(() => app?.close());

describe('the job seeker’s switch', () => {
  it('is off by default and lists what employers would see', async () => {
    const pool = await seeker.client.get<MyPool>('/talent-pool/me');
    expect(pool.status).toBe(200);
    expect(pool.body.optIn).toBe(false);
    expect(pool.body.shown).toMatchObject({
      firstName: 'Boglárka',
      city: 'Debrecen',
      levels: ['medior'],
    });
    expect(pool.body.shown.categories).toHaveLength(1);
    expect(pool.body.requests).toEqual([]);
  });

  it('keeps employers out of the job seekers’ pool routes and guests out of all', async () => {
    const anonymous = await new ApiClient(app.url).startSession();
    expect((await anonymous.get('/talent-pool/me')).status).toBe(401);
    expect((await anonymous.get('/employer/talent-pool')).status).toBe(401);
    expect((await withPackage.client.get('/talent-pool/me')).status).toBe(403);
    expect((await withPackage.client.put('/talent-pool/me', { optIn: true })).status).toBe(403);
    expect((await seeker.client.get('/employer/talent-pool')).status).toBe(403);
    expect((await seeker.client.put('/talent-pool/me', { optIn: 'yes' })).status).toBe(422);
  });

  it('hides a job seeker who has not opted in', async () => {
    const found = await withPackage.client.get<TalentList>('/employer/talent-pool');
    expect(found.status).toBe(200);
    expect(found.body.items.map((t) => t.id)).not.toContain(seekerId);
    expect((await seeker.client.put<MyPool>('/talent-pool/me', { optIn: true })).body.optIn).toBe(
      true,
    );
  });
});

describe('the employer’s search', () => {
  it('is open only with an active package, in the reader’s language', async () => {
    const refused = await withoutPackage.client.request<ErrorBody>(
      'GET',
      '/employer/talent-pool',
      undefined,
      { 'accept-language': 'en' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      formatMessage('employer.talentPool.packageRequired', 'en'),
    );
  });

  it('finds opted-in job seekers by category, level and words, without contact details', async () => {
    const ask = async (query: string) =>
      (await withPackage.client.get<TalentList>(`/employer/talent-pool?${query}`)).body.items.map(
        (t) => t.id,
      );
    expect(await ask('')).toContain(seekerId);
    expect(await ask('category=it')).toContain(seekerId);
    expect(await ask('level=medior')).toContain(seekerId);
    expect(await ask('level=senior')).not.toContain(seekerId);
    expect(await ask('q=debrec')).toContain(seekerId);
    expect(await ask('q=szeged')).not.toContain(seekerId);
    expect(await ask('region=ro')).not.toContain(seekerId);
    expect(await ask(`q=${encodeURIComponent('%')}`)).not.toContain(seekerId);
    expect((await withPackage.client.get('/employer/talent-pool?level=guru')).status).toBe(400);

    const all = await withPackage.client.get<TalentList>('/employer/talent-pool');
    const card = all.body.items.find((t) => t.id === seekerId);
    expect(card).toMatchObject({ firstName: 'Boglárka', city: 'Debrecen', request: null });
    expect(card?.contact).toBeNull();
    const text = JSON.stringify(all.body);
    expect(text).not.toContain(seeker.email);
    expect(text).not.toContain('Őszi');
    expect(text).not.toContain('Rejtett');
    expect((await withPackage.client.get(`/employer/talent-pool/${seekerId}/cv`)).status).toBe(404);
  });
});

describe('contact requests', () => {
  let requestId: number;

  it('asks once, mails the job seeker in their language and shows the request as pending', async () => {
    const message = 'Szia Boglárka! Medior fejlesztőt keresünk Debrecenbe, beszélgetnél velünk?';
    const asked = await withPackage.client.post<Talent>(
      `/employer/talent-pool/${seekerId}/contact`,
      { message },
    );
    expect(asked.status).toBe(201);
    expect(asked.body.request?.status).toBe('pending');
    expect(asked.body.contact).toBeNull();
    const again = await withPackage.client.post<ErrorBody>(
      `/employer/talent-pool/${seekerId}/contact`,
      { message },
    );
    expect(again.status).toBe(409);
    expect(
      (
        await withPackage.client.post(`/employer/talent-pool/${Number(hidden.user.id)}/contact`, {
          message,
        })
      ).status,
    ).toBe(404);
    const empty = await withPackage.client.post<ErrorBody>(
      `/employer/talent-pool/${seekerId}/contact`,
      { message: '  ' },
    );
    expect(empty.status).toBe(422);

    const [mail] = (await outboxFor(seeker.email)).filter((m) => m.kind === 'talent-request');
    expect(mail?.subject).toBe('A(z) Tehetségkereső Kft. felvenné veled a kapcsolatot');
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain('/hu/user/talent-pool');

    const pool = await seeker.client.get<MyPool>('/talent-pool/me');
    expect(pool.body.requests).toMatchObject([
      { companyName: 'Tehetségkereső Kft.', message, status: 'pending' },
    ]);
    requestId = pool.body.requests[0]?.id ?? 0;
  });

  it('lets only the job seeker answer, once; accepting shares the contact details and the CV', async () => {
    expect((await hidden.client.post(`/talent-pool/requests/${requestId}/accept`)).status).toBe(
      404,
    );
    const accepted = await seeker.client.post<MyPool>(`/talent-pool/requests/${requestId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.requests[0]?.status).toBe('accepted');
    const twice = await seeker.client.post(`/talent-pool/requests/${requestId}/decline`);
    expect(twice.status).toBe(409);

    const found = await withPackage.client.get<TalentList>('/employer/talent-pool');
    const talent = found.body.items.find((t) => t.id === seekerId);
    expect(talent?.contact).toMatchObject({
      lastName: 'Őszi',
      email: seeker.email,
      hasCv: true,
    });
    const cv = await withPackage.client.get<string>(`/employer/talent-pool/${seekerId}/cv`);
    expect(cv.status).toBe(200);
    expect(cv.body.startsWith('%PDF')).toBe(true);
    // Another company sees none of it, with or without a package.
    expect((await withoutPackage.client.get(`/employer/talent-pool/${seekerId}/cv`)).status).toBe(
      403,
    );
    const [mail] = (await outboxFor(withPackage.email)).filter((m) => m.kind === 'talent-answer');
    expect(mail?.subject).toBe('Boglárka elfogadta a megkeresésedet');
  });

  it('declining shares nothing and tells the company', async () => {
    const other = await registeredEmployer(app, { companyName: 'Második Kereső Kft.' });
    const order = await other.client.post<{ id: number }>('/employer/orders', {
      packageId: 'start',
    });
    await markOrderPaid(app.deps.db, order.body.id, app.deps.now());
    await other.client.post(`/employer/talent-pool/${seekerId}/contact`, {
      message: 'Beszélgetnél velünk?',
    });
    const pool = await seeker.client.get<MyPool>('/talent-pool/me');
    const request = pool.body.requests.find((r) => r.companyName === 'Második Kereső Kft.');
    const declined = await seeker.client.post<MyPool>(
      `/talent-pool/requests/${request?.id}/decline`,
    );
    expect(declined.status).toBe(200);
    const found = await other.client.get<TalentList>('/employer/talent-pool');
    const talent = found.body.items.find((t) => t.id === seekerId);
    expect(talent?.request?.status).toBe('declined');
    expect(talent?.contact).toBeNull();
    expect(JSON.stringify(found.body)).not.toContain(seeker.email);
    expect((await other.client.get(`/employer/talent-pool/${seekerId}/cv`)).status).toBe(404);
    const [mail] = (await outboxFor(other.email)).filter((m) => m.kind === 'talent-answer');
    expect(mail?.subject).toBe('Egy jelölt elutasította a megkeresésedet');
    expect(mail?.text).not.toContain('Boglárka');
  });

  it('leaving the pool hides the job seeker from the search', async () => {
    await seeker.client.put('/talent-pool/me', { optIn: false });
    const found = await withPackage.client.get<TalentList>('/employer/talent-pool');
    expect(found.body.items.map((t) => t.id)).not.toContain(seekerId);
    expect((await withPackage.client.get(`/employer/talent-pool/${seekerId}/cv`)).status).toBe(404);
  });
});
