import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  browserSession,
  sessionCookieHeader,
  startTestGateway,
  type TestGateway,
} from './support/gateway';
import { send } from './support/http';
import { json, startUpstream, type Upstream } from './support/upstream';

let api: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  api = await startUpstream((request, res) => {
    if (request.url.startsWith('/profile')) {
      return json(
        res,
        200,
        { id: 7, email: 'anna@example.hu' },
        {
          'set-cookie': ['tracker=1; Path=/'],
          'x-powered-by': 'upstream',
          etag: '"v1"',
          'cache-control': 'private, max-age=0',
          'keep-alive': 'timeout=99',
        },
      );
    }
    if (request.url === '/jobs/many') {
      const jobs = Array.from({ length: 200 }, (_, id) => ({
        id,
        title: 'Szoftverfejlesztő (Java)',
      }));
      return json(res, 200, jobs);
    }
    if (request.url === '/busy') return json(res, 503, { error: { code: 'unavailable' } });
    if (request.url.startsWith('/social/google/callback')) {
      res.writeHead(302, {
        location: 'http://localhost:3000/social-login-success?token=one-time',
        'cache-control': 'no-store',
        'set-cookie': ['stray=1; Path=/'],
      });
      res.end();
      return;
    }
    json(res, request.method === 'POST' ? 201 : 200, {
      method: request.method,
      url: request.url,
      contentType: request.headers['content-type'],
      bodyBytes: Buffer.byteLength(request.body),
    });
  });
  gateway = await startTestGateway(api.url);
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});
beforeEach(() => {
  api.seen.length = 0;
});

const lastSeen = () => {
  const request = api.seen.at(-1);
  if (request === undefined) throw new Error('the api got no request');
  return request;
};

describe('the backend-for-frontend pass-through', () => {
  it('forwards /api/x to the api as /x with its query, and passes the answer back', async () => {
    const answer = await send(gateway.url, '/api/jobs/search?q=%C3%A1ll%C3%A1s&page=2');
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      method: 'GET',
      url: '/jobs/search?q=%C3%A1ll%C3%A1s&page=2',
    });
    expect(lastSeen().url).toBe('/jobs/search?q=%C3%A1ll%C3%A1s&page=2');
  });

  it("passes a social sign-in's redirect through: the session cookie goes, the 302 and its Location come back", async () => {
    const answer = await send(gateway.url, '/api/social/google/callback?code=c-1&state=s-1', {
      headers: { cookie: sessionCookieHeader() },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(
      'http://localhost:3000/social-login-success?token=one-time',
    );
    expect(answer.cookies.has('stray')).toBe(false);
    const seen = lastSeen();
    expect(seen.url).toBe('/social/google/callback?code=c-1&state=s-1');
    expect(seen.headers.cookie).toBe(`allas_session=${browserSession.session}`);
  });

  it('adds Authorization: Bearer from the token cookie and sends only the api session cookie', async () => {
    await send(gateway.url, '/api/profile', {
      headers: { cookie: `${sessionCookieHeader()}; _ga=GA1.2.3; cookieConsentAccepted=true` },
    });
    const seen = lastSeen();
    expect(seen.headers.authorization).toBe(`Bearer ${browserSession.token}`);
    expect(seen.headers.cookie).toBe(`allas_session=${browserSession.session}`);
  });

  it("ignores the browser's own Authorization header: the token comes from the cookie only", async () => {
    await send(gateway.url, '/api/profile', { headers: { authorization: 'Bearer forged' } });
    expect(lastSeen().headers.authorization).toBeUndefined();
  });

  it('lets only allow-listed request headers cross, never hop-by-hop ones', async () => {
    await send(gateway.url, '/api/profile', {
      headers: {
        accept: 'application/json',
        'accept-language': 'ro-RO,ro;q=0.9',
        'if-none-match': '"v0"',
        'x-custom-secret': 'do not forward',
        connection: 'keep-alive, x-hop',
        'x-hop': 'listed in Connection',
        'keep-alive': 'timeout=30',
        te: 'trailers',
        'proxy-authorization': 'Basic Zm9vOmJhcg==',
        'x-forwarded-host': 'evil.example',
      },
    });
    const headers = lastSeen().headers;
    expect(headers.accept).toBe('application/json');
    expect(headers['accept-language']).toBe('ro-RO,ro;q=0.9');
    expect(headers['if-none-match']).toBe('"v0"');
    for (const name of ['x-custom-secret', 'x-hop', 'keep-alive', 'te', 'proxy-authorization']) {
      expect(headers[name], name).toBeUndefined();
    }
    expect(headers.connection).not.toContain('x-hop');
    expect(headers['x-forwarded-host']).not.toBe('evil.example');
  });

  it('overwrites X-Forwarded-For with the client address instead of appending to it', async () => {
    await send(gateway.url, '/api/profile', { headers: { 'x-forwarded-for': '6.6.6.6, 7.7.7.7' } });
    const seen = lastSeen();
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    const forwardedFor = seen.rawHeaders.filter(
      (_, i, raw) => raw[i - 1]?.toLowerCase() === 'x-forwarded-for',
    );
    expect(forwardedFor).toEqual(['127.0.0.1']);
  });

  it('passes the request id to the api and answers it back', async () => {
    const answer = await send(gateway.url, '/api/profile', {
      headers: { 'x-request-id': 'req-42' },
    });
    expect(lastSeen().headers['x-request-id']).toBe('req-42');
    expect(answer.headers['x-request-id']).toBe('req-42');
    const generated = await send(gateway.url, '/api/profile', {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastSeen().headers['x-request-id']).toBe(generated.headers['x-request-id']);
  });

  it('lets only allow-listed answer headers back: no Set-Cookie, no X-Powered-By, no hop-by-hop', async () => {
    const answer = await send(gateway.url, '/api/profile');
    expect(answer.headers.etag).toBe('"v1"');
    expect(answer.headers['cache-control']).toBe('private, max-age=0');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['keep-alive']).not.toBe('timeout=99');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses %s without a matching X-XSRF-TOKEN with 419 and never calls the api',
    async (method) => {
      const missing = await send(gateway.url, '/api/saved-jobs/5', {
        method,
        headers: { cookie: sessionCookieHeader(), 'accept-language': 'en' },
        body: {},
      });
      expect(missing.status).toBe(419);
      expect(missing.json()).toEqual({
        error: {
          code: 'forbidden',
          message: 'Your session has expired. Reload the page and try again.',
        },
      });
      const wrong = await send(gateway.url, '/api/saved-jobs/5', {
        method,
        headers: { cookie: sessionCookieHeader(), 'x-xsrf-token': 'guessed' },
        body: {},
      });
      expect(wrong.status).toBe(419);
      const noCookie = await send(gateway.url, '/api/saved-jobs/5', {
        method,
        headers: { 'x-xsrf-token': browserSession.xsrf },
        body: {},
      });
      expect(noCookie.status).toBe(419);
      expect(api.seen).toHaveLength(0);
    },
  );

  it('forwards the RFC 8058 one-click unsubscribe without cookies or XSRF, and nothing else so', async () => {
    const answer = await send(gateway.url, '/api/unsubscribe/one-click?token=abc123', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(201);
    expect(lastSeen().url).toBe('/unsubscribe/one-click?token=abc123');
    expect(lastSeen().body).toBe('List-Unsubscribe=One-Click');
    api.seen.length = 0;
    for (const path of [
      '/api/unsubscribe/one-click/../../saved-jobs/5?token=x',
      '/api/unsubscribe/one-clicks?token=x',
      '/api/job-alerts/unsubscribe',
    ]) {
      const refused = await send(gateway.url, path, { method: 'POST', body: {} });
      expect([404, 419]).toContain(refused.status);
    }
    expect(api.seen).toHaveLength(0);
  });

  it('forwards a state-changing call with a matching X-XSRF-TOKEN, body included', async () => {
    const answer = await send(gateway.url, '/api/companies/3/follow', {
      method: 'POST',
      headers: { cookie: sessionCookieHeader(), 'x-xsrf-token': browserSession.xsrf },
      body: { note: 'Kőbánya' },
    });
    expect(answer.status).toBe(201);
    const seen = lastSeen();
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/companies/3/follow');
    expect(JSON.parse(seen.body)).toEqual({ note: 'Kőbánya' });
    expect(seen.headers['x-xsrf-token']).toBe(browserSession.xsrf);
    expect(seen.headers['content-type']).toBe('application/json');
  });

  it("retries a transient answer once for an idempotent method (core's policy), never a POST", async () => {
    const read = await send(gateway.url, '/api/busy');
    expect(read.status).toBe(503);
    expect(api.seen.map((request) => request.method)).toEqual(['GET', 'GET']);
    api.seen.length = 0;
    const write = await send(gateway.url, '/api/busy', {
      method: 'POST',
      headers: { cookie: sessionCookieHeader(), 'x-xsrf-token': browserSession.xsrf },
      body: {},
    });
    expect(write.status).toBe(503);
    expect(api.seen.map((request) => request.method)).toEqual(['POST']);
  });

  it('compresses api answers for browsers that accept it', async () => {
    const answer = await send(gateway.url, '/api/jobs/many', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const jobs = JSON.parse(gunzipSync(answer.raw).toString('utf8')) as unknown[];
    expect(jobs).toHaveLength(200);
    expect(answer.raw.length).toBeLessThan(JSON.stringify(jobs).length / 5);
  });

  it('streams a multipart upload to the api with its boundary intact', async () => {
    const form = new FormData();
    form.append(
      'cv',
      new Blob([new Uint8Array(1024 * 1024).fill(0x25)], { type: 'application/pdf' }),
      'cv.pdf',
    );
    const upload = new Request('http://x/', { method: 'POST', body: form });
    const body = Buffer.from(await upload.arrayBuffer());
    const answer = await send(gateway.url, '/api/me/cv', {
      method: 'POST',
      headers: {
        cookie: sessionCookieHeader(),
        'x-xsrf-token': browserSession.xsrf,
        'content-type': upload.headers.get('content-type') ?? '',
      },
      body,
    });
    expect(answer.status).toBe(201);
    expect(answer.json()).toMatchObject({
      url: '/me/cv',
      contentType: upload.headers.get('content-type'),
      bodyBytes: body.length,
    });
    expect(lastSeen().headers['content-length']).toBe(String(body.length));
  });

  it('never reaches the api auth routes through the pass-through (they answer tokens)', async () => {
    for (const path of [
      '/api/auth/login',
      '/api/AUTH/login',
      '/api/jobs/../auth/login',
      '/api//auth/login',
    ]) {
      const answer = await send(gateway.url, path, {
        method: 'POST',
        headers: { cookie: sessionCookieHeader(), 'x-xsrf-token': browserSession.xsrf },
        body: { email: 'a@b.hu', password: 'x' },
      });
      expect(answer.status, path).toBe(404);
    }
    expect(api.seen).toHaveLength(0);
  });
});
