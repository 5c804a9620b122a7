// Issue 16: what an attacker and a chaos tester did to the api, each case named after the reproduction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { developmentRoutesEnabled } from '../src/http/development-routes.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const guestFrom = async (address: string) => {
  const client = new ApiClient(app.url);
  client.address = address;
  return client.startSession();
};

describe('the three-request takeover', () => {
  it('the outbox exists only outside production and only on a loopback api', () => {
    const config = (env: Record<string, string>) => loadConfig(env);
    expect(developmentRoutesEnabled(config({ NODE_ENV: 'development' }))).toBe(true);
    expect(developmentRoutesEnabled(config({ NODE_ENV: 'production' }))).toBe(false);
    expect(developmentRoutesEnabled(config({ NODE_ENV: 'development', API_HOST: '0.0.0.0' }))).toBe(
      false,
    );
    expect(developmentRoutesEnabled(config({ NODE_ENV: 'test', API_HOST: '10.1.2.3' }))).toBe(
      false,
    );
  });

  it('a production api answers 404 for the outbox and does not document it', async () => {
    const production = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const client = new ApiClient(production.url);
      expect((await client.get('/_dev/outbox')).status).toBe(404);
      const doc = await client.get<{ paths: Record<string, unknown> }>('/openapi.json');
      expect(Object.keys(doc.body.paths)).not.toContain('/_dev/outbox');
    } finally {
      await production.close();
    }
  });
});

describe('the guest lock-out', () => {
  const contact = (captcha?: string) => ({
    name: 'Kiss Anna',
    email: 'anna@example.hu',
    topic: 'b2b',
    message: 'Érdeklődnék az árakról.',
    ...(captcha ? { captcha } : {}),
  });

  it('ten bogus contact-form posts from one guest do not lock out any other guest', async () => {
    const attacker = await guestFrom('203.0.113.10');
    for (let i = 0; i < 12; i++) {
      const bogus = await attacker.post('/forms/contact', contact('bm90LWEtc29sdXRpb24='));
      expect(bogus.status).toBe(422);
    }
    const other = await guestFrom('198.51.100.20');
    expect((await other.post('/forms/contact', contact(await other.captcha()))).status).toBe(201);
    const alert = await other.post('/job-alerts', {
      email: 'masik@example.hu',
      frequency: 'weekly',
      categories: ['it'],
      captcha: await other.captcha(),
    });
    expect(alert.status).toBe(201);
  });

  it('a guest who sends real forms is limited per address, not everyone', async () => {
    const busy = await guestFrom('203.0.113.11');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await busy.post('/forms/contact', contact(await busy.captcha()))).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const other = await guestFrom('198.51.100.21');
    expect((await other.post('/forms/contact', contact(await other.captcha()))).status).toBe(201);
  });
});

describe('bad input answers 4xx, never 5xx', () => {
  it('a method HTTP does not use for any route (PROPFIND, MKCOL) answers 405, not 501', async () => {
    for (const method of ['PROPFIND', 'MKCOL']) {
      const answer = await new ApiClient(app.url).request(method, '/jobs');
      expect(answer.status).toBe(405);
    }
  });

  it('a malformed XSRF value (%) answers 419', async () => {
    const client = await new ApiClient(app.url).startSession();
    const answer = await client.request('POST', '/forms/contact', {}, { 'x-xsrf-token': '%' });
    expect(answer.status).toBe(419);
  });

  it('JSON nested 10,000 deep answers 400', async () => {
    const client = await new ApiClient(app.url).startSession();
    client.locale = 'en';
    const deep = `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const answer = await client.post<ErrorBody>('/job-alerts', deep);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      'The request body is nested too deeply (at most 32 levels).',
    );
  });

  it.each([
    '/jobs?q=%00',
    '/jobs?location=%00',
    '/jobs?q=fejleszt%C5%91%00',
    '/companies?q=%00',
    '/jobs/recommended?categories=%00',
  ])('a NUL byte in a search (%s) answers 400 naming the field', async (path) => {
    const client = new ApiClient(app.url);
    client.locale = 'hu';
    const answer = await client.get<ErrorBody>(path);
    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.error.fields ?? {})).toContain(
      'Ez a szöveg nem használható karaktereket (vezérlőkaraktereket) tartalmaz.',
    );
  });

  it('a NUL byte in a text field answers 422 in the user’s language: profile residence, contact form, job-alert keywords', async () => {
    const { client } = await registeredUser(app.url);
    client.locale = 'ro';
    const profile = await client.patch<ErrorBody>('/profile', { residence: 'Cluj\u0000' });
    expect(profile.status).toBe(422);
    expect(profile.body.error.fields?.residence).toBe(
      'Acest text conține caractere care nu pot fi folosite (caractere de control).',
    );
    const form = await client.post<ErrorBody>('/forms/contact', {
      name: 'Ana',
      email: 'ana@example.ro',
      message: 'Bună\u0000ziua',
    });
    expect(form.status).toBe(422);
    expect(Object.keys(form.body.error.fields ?? {})).toEqual(['message']);
    const alert = await client.post<ErrorBody>('/job-alerts', {
      frequency: 'daily',
      categories: ['it'],
      keywords: 'java\u0000',
    });
    expect(alert.status).toBe(422);
    const stillThere = await client.get<{ residence: string }>('/profile');
    expect(stillThere.body.residence).toBe('Budapest');
  });
});
