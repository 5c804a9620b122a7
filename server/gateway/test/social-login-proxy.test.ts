import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  browserSession,
  sessionCookieHeader,
  startTestGateway,
  type TestGateway,
} from './support/gateway';
import { cookieAttributes, send } from './support/http';
import { json, type SeenRequest, startUpstream, type Upstream } from './support/upstream';

const user = { id: 7, email: 'bianca@example.ro', firstName: 'Bianca', lastName: 'Ștefănescu' };

/** Plays the api's POST /auth/social/exchange: one good code, everything else the 401 it gives. */
function fakeExchangeApi(request: SeenRequest, res: Parameters<typeof json>[0]) {
  const body = request.body === '' ? {} : JSON.parse(request.body);
  if (request.method === 'POST' && request.url.split('?')[0] === '/auth/social/exchange') {
    if (body.token === 'code-123') {
      return json(res, 200, [
        { token: 'bearer-from-social', expiresAt: '2026-11-21T12:00:00.000Z', user },
      ]);
    }
    return json(res, 401, {
      error: {
        code: 'unauthenticated',
        message: 'This sign-in link is invalid or has expired. Please sign in again.',
      },
    });
  }
  return json(res, 404, { error: { code: 'not_found', message: 'Not found.' } });
}

let api: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  api = await startUpstream(fakeExchangeApi);
  gateway = await startTestGateway(api.url);
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});
beforeEach(() => {
  api.seen.length = 0;
});

const withSession = { cookie: sessionCookieHeader(), 'x-xsrf-token': browserSession.xsrf };

describe('POST /api/social-login', () => {
  it('trades the code at the api, keeps the token in the httpOnly cookie and answers the user only', async () => {
    const answer = await send(gateway.url, '/api/social-login', {
      method: 'POST',
      headers: withSession,
      body: { token: 'code-123', api: 'http://evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ user, expiresAt: '2026-11-21T12:00:00.000Z' });
    expect(answer.text).not.toContain('bearer-from-social');
    const { value, attrs } = cookieAttributes(answer.cookies.get('token') ?? '');
    expect(value).toBe('bearer-from-social');
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('max-age')).toBe('14400');
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.get('path')).toBe('/');
    const seen = api.seen.at(-1);
    expect(seen?.url).toBe('/auth/social/exchange');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ token: 'code-123' });
    // The api binds the code to this browser session, so the session cookie must reach it.
    expect(seen?.headers.cookie).toBe(`allas_session=${browserSession.session}`);
    expect(seen?.headers['x-xsrf-token']).toBe(browserSession.xsrf);
  });

  it("passes a refused code's status and message through and sets no cookie", async () => {
    const answer = await send(gateway.url, '/api/social-login', {
      method: 'POST',
      headers: withSession,
      body: { token: 'used-code' },
    });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({
      error: {
        code: 'unauthenticated',
        message: 'This sign-in link is invalid or has expired. Please sign in again.',
      },
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a request without the XSRF token (419) before calling the api', async () => {
    const answer = await send(gateway.url, '/api/social-login', {
      method: 'POST',
      headers: { cookie: sessionCookieHeader() },
      body: { token: 'code-123' },
    });
    expect(answer.status).toBe(419);
    expect(api.seen).toHaveLength(0);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
