import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../src/app.ts';
import { ApiClient, startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  client = new ApiClient(app.url);
});
afterAll(() => app?.close());

describe('operations', () => {
  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await client.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await client.get<{ status: string; database: string }>('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('gives every response a request id, and keeps a sane incoming one', async () => {
    const fresh = await client.get('/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await client.request('GET', '/healthz', undefined, { 'x-request-id': 'gw-42' });
    expect(kept.headers.get('x-request-id')).toBe('gw-42');
  });

  it('answers unknown paths with a 404 error body in the request language', async () => {
    const en = await client.request('GET', '/nope', undefined, {
      'accept-language': 'en-GB,en;q=0.8',
    });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({
      error: { code: 'not_found', message: 'Page not found: /nope' },
    });
    const ro = await client.get<{ error: { message: string } }>('/nope?locale=ro');
    expect(ro.body.error.message).toBe('Pagina nu a fost găsită: /nope');
    const hu = await client.get<{ error: { message: string } }>('/nope');
    expect(hu.body.error.message).toBe('Az oldal nem található: /nope');
  });

  it('refuses a wrong method with 405', async () => {
    const res = await client.request('DELETE', '/healthz');
    expect(res.status).toBe(405);
  });

  it('publishes an OpenAPI 3.1 document listing the routes', async () => {
    const res = await client.get<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/auth/login', '/auth/csrf-cookie', '/openapi.json']),
    );
    expect(res.body.paths['/auth/login']?.post).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
    });
  });

  it('documents every mounted route with its responses', async () => {
    const res = await client.get<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>('/openapi.json');
    const documented = Object.entries(res.body.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const mounted = [...allRoutes(app.deps), { method: 'get', path: '/openapi.json' }].map(
      (route) => `${route.method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(documented.sort()).toEqual(mounted.sort());
    expect(documented.length).toBeGreaterThan(60);
    const follow = res.body.paths['/companies/{id}/save-company-to-user']?.post;
    expect(Object.keys(follow?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '404', '419']),
    );
  });

  it('hands out a captcha challenge', async () => {
    const res = await client.get<{ algorithm: string; signature: string }>('/captcha/challenge');
    expect(res.status).toBe(200);
    expect(res.body.algorithm).toBe('SHA-256');
    expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});
