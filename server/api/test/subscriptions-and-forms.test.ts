import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Alert = {
  id: string;
  email: string;
  frequency: string;
  categories: string[];
  confirmed: boolean;
};
type Mail = { to: string; subject: string; text: string; kind: string };

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const mails = async (to: string) =>
  (await new ApiClient(app.url).get<Mail[]>(`/_dev/outbox?to=${encodeURIComponent(to)}`)).body;
const tokenFrom = (text: string, name: string) =>
  new RegExp(`${name}=([\\w-]+)`).exec(text)?.[1] ?? '';

describe('job alerts', () => {
  it('subscribes a guest with a captcha, confirms by the mailed link and unsubscribes in one click', async () => {
    const guest = await new ApiClient(app.url).startSession();
    guest.locale = 'ro';
    const noCaptcha = await guest.post('/job-alerts', {
      email: 'ana@example.ro',
      frequency: 'daily',
      categories: ['it'],
    });
    expect(noCaptcha.status).toBe(422);
    const res = await guest.post<{ confirmed: boolean; message: string }>('/job-alerts', {
      email: 'ana@example.ro',
      frequency: 'daily',
      categories: ['it'],
      locations: ['cluj-napoca'],
      region: 'ro',
      captcha: await guest.captcha(),
    });
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toBe(false);
    const [mail] = await mails('ana@example.ro');
    expect(mail?.subject).toBe('Confirmă abonarea: alertă de joburi');
    const confirmed = await new ApiClient(app.url).post<Alert>('/job-alerts/confirm', {
      token: tokenFrom(mail?.text ?? '', 'token'),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      confirmed: true,
      categories: ['it'],
      frequency: 'daily',
    });
    const unsubscribeToken = tokenFrom(mail?.text ?? '', 'alert');
    const gone = await new ApiClient(app.url).post('/job-alerts/unsubscribe', {
      token: unsubscribeToken,
    });
    expect(gone.status).toBe(200);
    expect(
      (await new ApiClient(app.url).post('/job-alerts/unsubscribe', { token: unsubscribeToken }))
        .status,
    ).toBe(404);
  });

  it('lets a user change and delete only their own alerts', async () => {
    const { client, email } = await registeredUser(app.url);
    const created = await client.post<{ id: string }>('/job-alerts', {
      frequency: 'weekly',
      categories: ['marketing'],
    });
    expect(created.status).toBe(201);
    const mine = await client.get<Alert[]>('/job-alerts');
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]?.email).toBe(email);
    const changed = await client.patch<Alert>(`/job-alerts/${created.body.id}`, {
      frequency: 'daily',
      categories: ['it', 'startup'],
    });
    expect(changed.body).toMatchObject({
      frequency: 'daily',
      categories: expect.arrayContaining(['it', 'startup']),
    });
    const stranger = await registeredUser(app.url);
    expect((await stranger.client.get<Alert[]>('/job-alerts')).body).toEqual([]);
    expect(
      (await stranger.client.patch(`/job-alerts/${created.body.id}`, { frequency: 'weekly' }))
        .status,
    ).toBe(404);
    expect((await stranger.client.delete(`/job-alerts/${created.body.id}`)).status).toBe(404);
    expect((await client.delete(`/job-alerts/${created.body.id}`)).status).toBe(200);
    expect((await client.get<Alert[]>('/job-alerts')).body).toEqual([]);
    const bad = await client.post<ErrorBody>('/job-alerts?locale=en', {
      frequency: 'hourly',
      categories: [],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields?.categories).toBe('At least one category is required!');
  });
});

describe('newsletters', () => {
  it('double opt-in per list, repeated subscriptions never reveal membership', async () => {
    const guest = await new ApiClient(app.url).startSession();
    const body = async () => ({
      email: 'hirlevel@example.hu',
      list: 'it-jobs',
      captcha: await guest.captcha(),
    });
    const first = await guest.post<{ message: string }>('/newsletters/subscribe', await body());
    const second = await guest.post<{ message: string }>('/newsletters/subscribe', await body());
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.message).toBe(first.body.message);
    const latest = (await mails('hirlevel@example.hu'))[0];
    // Each list's mail names its list, so three sign-ups are three different mails.
    expect(latest?.subject).toBe('Erősítsd meg a feliratkozásodat: IT-állások hírlevél');
    expect(latest?.text).toContain('Feliratkoztál erre: IT-állások hírlevél.');
    const confirmed = await new ApiClient(app.url).post<{ confirmed: boolean }>(
      '/newsletters/confirm',
      {
        token: tokenFrom(latest?.text ?? '', 'token'),
      },
    );
    expect(confirmed.body.confirmed).toBe(true);
    const unsubscribed = await new ApiClient(app.url).post('/newsletters/unsubscribe', {
      token: tokenFrom(latest?.text ?? '', 'newsletter'),
    });
    expect(unsubscribed.status).toBe(200);
    expect(
      (
        await guest.post('/newsletters/subscribe', {
          email: 'x@example.hu',
          list: 'cats',
          captcha: 'x',
        })
      ).status,
    ).toBe(422);
  });
});

describe('forms', () => {
  it('stores a premium recruitment quote and mails the team', async () => {
    const guest = await new ApiClient(app.url).startSession();
    const res = await guest.post<{ id: string; message: string }>(
      '/forms/premium-recruitment?locale=en',
      {
        name: 'Szabó Péter',
        email: 'peter@ceg.hu',
        phone: '+36 1 234 5678',
        companyName: 'Tölgy Kft.',
        positionTitle: 'Senior Java fejlesztő',
        remarks: '<script>alert(1)</script>',
        captcha: await guest.captcha(),
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you, we have received your message.');
    const [mail] = await mails('csapat@allas.hu');
    expect(mail?.kind).toBe('form-premium-recruitment');
    expect(mail?.text).toContain('companyName: Tölgy Kft.');
    const stored = await app.deps.db
      .selectFrom('form_submissions')
      .select('payload')
      .where('id', '=', Number(res.body.id))
      .executeTakeFirstOrThrow();
    expect(stored.payload).toMatchObject({
      remarks: '<script>alert(1)</script>',
      positionTitle: 'Senior Java fejlesztő',
    });
  });

  it('checks the fields of the shortlist order and the contact form', async () => {
    const { client } = await registeredUser(app.url);
    client.locale = 'en';
    const bad = await client.post<ErrorBody>('/forms/candidate-shortlist', {
      name: '',
      email: 'nope',
      phone: '12',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toMatchObject({
      name: 'The name field is required.',
      email: 'Invalid email address.',
      phone: 'Must be a valid phone number',
      companyName: 'Required field!',
    });
    const contact = await client.post('/forms/contact', {
      name: 'Kiss Anna',
      email: 'anna@example.hu',
      topic: 'b2b',
      message: 'Érdeklődnék az árakról.',
    });
    expect(contact.status).toBe(201);
    const big = await client.post('/forms/contact', {
      name: 'A',
      email: 'a@example.hu',
      message: 'x'.repeat(20_000),
    });
    expect(big.status).toBe(413);
  });
});
