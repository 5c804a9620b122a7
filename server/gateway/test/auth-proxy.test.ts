import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  browserSession,
  sessionCookieHeader,
  startTestGateway,
  type TestGateway,
} from './support/gateway';
import { type Answer, cookieAttributes, send } from './support/http';
import { json, type SeenRequest, startUpstream, type Upstream } from './support/upstream';

const user = { id: 1, email: 'anna@example.hu', firstName: 'Anna', lastName: 'Kovács' };
let forgotPasswordStatus = 200;

/** Plays the api's /auth routes with the answers server/api gives (see its auth routes). */
function fakeAuthApi(request: SeenRequest, res: Parameters<typeof json>[0]) {
  const body = request.body === '' ? {} : JSON.parse(request.body);
  const route = request.url.split('?')[0];
  switch (`${request.method} ${route}`) {
    case 'GET /auth/csrf-cookie':
      res.writeHead(204, {
        'set-cookie': [
          'allas_session=api-session-1; path=/; expires=Sat, 21 Nov 2026 12:00:00 GMT; samesite=lax; httponly',
          'XSRF-TOKEN=api-xsrf-1; path=/; expires=Sat, 21 Nov 2026 12:00:00 GMT; samesite=lax',
        ],
      });
      return res.end();
    case 'POST /auth/login':
      if (body.password !== 'Titok-123') {
        return json(res, 401, {
          error: {
            code: 'unauthenticated',
            message: 'Authentication failed! Possibly wrong password!',
          },
        });
      }
      return json(res, 200, [
        { token: 'api-token-1', expiresAt: '2026-11-21T12:00:00.000Z', user },
      ]);
    case 'POST /auth/register':
      if (body.email === 'taken@example.hu') {
        return json(res, 422, {
          error: {
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            fields: { email: 'This email address is already registered.' },
          },
        });
      }
      return json(res, 201, [
        { token: 'api-token-2', expiresAt: '2026-11-21T12:00:00.000Z', user },
      ]);
    case 'POST /employer/register':
      return json(res, 201, [
        {
          token: 'api-token-3',
          expiresAt: '2026-11-21T12:00:00.000Z',
          user: { ...user, userType: 'employer' },
        },
      ]);
    case 'POST /employer/invitations/accept':
      return json(res, 201, [
        {
          token: 'api-token-5',
          expiresAt: '2026-11-21T12:00:00.000Z',
          user: { ...user, userType: 'employer' },
        },
      ]);
    case 'POST /auth/social/registration':
      return json(res, 201, [
        { token: 'api-token-4', expiresAt: '2026-11-21T12:00:00.000Z', user },
      ]);
    case 'POST /auth/forgot-password':
      if (forgotPasswordStatus !== 200) {
        return json(res, forgotPasswordStatus, {
          error: { code: 'rate_limited', message: 'Too many attempts.' },
        });
      }
      return json(res, 200, { message: 'Reset link sent if the account exists (from the api).' });
    case 'POST /auth/reset-password':
      if (body.token !== 'reset-token-123') {
        return json(res, 422, {
          error: {
            code: 'validation_failed',
            message: 'This password reset link is invalid or has expired.',
          },
        });
      }
      return json(res, 200, { message: 'Your password has been changed.' });
    case 'PUT /auth/accept-legal-docs':
      if (request.headers.authorization !== `Bearer ${browserSession.token}`) {
        return json(res, 401, {
          error: { code: 'unauthenticated', message: 'Unauthorized access!' },
        });
      }
      return json(res, 200, { ...user, szmdPrizeAccepted: { [body.region]: true } });
    case 'POST /auth/logout':
      return json(res, 200, { loggedOut: true });
    default:
      return json(res, 404, { error: { code: 'not_found', message: 'Not found.' } });
  }
}

let api: Upstream;
let decoy: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  api = await startUpstream(fakeAuthApi);
  decoy = await startUpstream((_request, res) => json(res, 200, [{ token: 'stolen', user }]));
  gateway = await startTestGateway(api.url);
});
afterAll(async () => {
  await gateway.close();
  await api.close();
  await decoy.close();
});
beforeEach(() => {
  api.seen.length = 0;
  forgotPasswordStatus = 200;
});

const withSession = { cookie: sessionCookieHeader(), 'x-xsrf-token': browserSession.xsrf };
const lastSeen = () => {
  const request = api.seen.at(-1);
  if (request === undefined) throw new Error('the api got no request');
  return request;
};

function expectSessionCookie(answer: Answer, name: string, value: string, httpOnly: boolean) {
  const line = answer.cookies.get(name);
  expect(line, `${name} cookie`).toBeDefined();
  const { value: set, attrs } = cookieAttributes(line ?? '');
  expect(set).toBe(value);
  expect(attrs.get('max-age')).toBe('14400');
  expect(attrs.get('path')).toBe('/');
  expect(attrs.get('samesite')).toBe('Lax');
  expect(attrs.has('httponly')).toBe(httpOnly);
  expect(attrs.has('secure')).toBe(false);
}

describe('POST /api/csrf', () => {
  it('starts a session at the api and sets XSRF-TOKEN (readable) and allas_session (httpOnly) on the site', async () => {
    const answer = await send(gateway.url, '/api/csrf', { method: 'POST' });
    expect(answer.status).toBe(204);
    expect(lastSeen()).toMatchObject({ method: 'GET', url: '/auth/csrf-cookie' });
    expectSessionCookie(answer, 'XSRF-TOKEN', 'api-xsrf-1', false);
    expectSessionCookie(answer, 'allas_session', 'api-session-1', true);
    expect(answer.cookies.has('token')).toBe(false);
  });

  it('marks the cookies Secure when the site is served over https behind a trusted proxy', async () => {
    const secure = await startTestGateway(api.url, { TRUST_PROXY: 'true' });
    try {
      const answer = await send(secure.url, '/api/csrf', {
        method: 'POST',
        headers: { 'x-forwarded-proto': 'https' },
      });
      for (const name of ['XSRF-TOKEN', 'allas_session']) {
        expect(cookieAttributes(answer.cookies.get(name) ?? '').attrs.has('secure'), name).toBe(
          true,
        );
      }
    } finally {
      await secure.close();
    }
  });
});

describe('POST /api/login', () => {
  it('keeps the token in an httpOnly cookie and answers the user, never the token', async () => {
    const answer = await send(gateway.url, '/api/login', {
      method: 'POST',
      headers: withSession,
      body: { credentials: { email: 'anna@example.hu', password: 'Titok-123' }, xsrf: 'ignored' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ user, expiresAt: '2026-11-21T12:00:00.000Z' });
    expect(answer.text).not.toContain('api-token-1');
    expectSessionCookie(answer, 'token', 'api-token-1', true);
    const seen = lastSeen();
    expect(seen.url).toBe('/auth/login');
    expect(JSON.parse(seen.body)).toEqual({ email: 'anna@example.hu', password: 'Titok-123' });
    expect(seen.headers['x-xsrf-token']).toBe(browserSession.xsrf);
    expect(seen.headers.cookie).toBe(`allas_session=${browserSession.session}`);
  });

  it("ignores the body's api field: the api address is configuration only", async () => {
    const answer = await send(gateway.url, '/api/login', {
      method: 'POST',
      headers: withSession,
      body: { api: decoy.url, credentials: { email: 'anna@example.hu', password: 'Titok-123' } },
    });
    expect(answer.status).toBe(200);
    expect(decoy.seen).toHaveLength(0);
    expect(JSON.parse(lastSeen().body)).not.toHaveProperty('api');
  });

  it("passes a failed login's status and message through and sets no cookie", async () => {
    const answer = await send(gateway.url, '/api/login', {
      method: 'POST',
      headers: withSession,
      body: { email: 'anna@example.hu', password: 'wrong' },
    });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({
      error: {
        code: 'unauthenticated',
        message: 'Authentication failed! Possibly wrong password!',
      },
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a login without the XSRF token (419) before calling the api', async () => {
    const answer = await send(gateway.url, '/api/login', {
      method: 'POST',
      headers: { cookie: sessionCookieHeader() },
      body: { email: 'anna@example.hu', password: 'Titok-123' },
    });
    expect(answer.status).toBe(419);
    expect(api.seen).toHaveLength(0);
  });

  it("accepts the XSRF token from the spec's xsrf body field", async () => {
    const answer = await send(gateway.url, '/api/login', {
      method: 'POST',
      headers: { cookie: sessionCookieHeader() },
      body: {
        credentials: { email: 'anna@example.hu', password: 'Titok-123' },
        xsrf: browserSession.xsrf,
      },
    });
    expect(answer.status).toBe(200);
    expect(lastSeen().headers['x-xsrf-token']).toBe(browserSession.xsrf);
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await send(gateway.url, '/api/login', {
      method: 'POST',
      headers: { ...withSession, 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(answer.status).toBe(400);
    expect(api.seen).toHaveLength(0);
  });
});

describe('POST /api/register', () => {
  it('signs the new user in with the token cookie and answers 201 with the user', async () => {
    const answer = await send(gateway.url, '/api/register', {
      method: 'POST',
      headers: withSession,
      body: { api: decoy.url, fields: { email: 'new@example.hu', password: 'Titok-123' } },
    });
    expect(answer.status).toBe(201);
    expect(answer.json()).toEqual({ user, expiresAt: '2026-11-21T12:00:00.000Z' });
    expectSessionCookie(answer, 'token', 'api-token-2', true);
    expect(JSON.parse(lastSeen().body)).toEqual({ email: 'new@example.hu', password: 'Titok-123' });
    expect(decoy.seen).toHaveLength(0);
  });

  it('passes validation failures through with their field messages', async () => {
    const answer = await send(gateway.url, '/api/register', {
      method: 'POST',
      headers: withSession,
      body: { fields: { email: 'taken@example.hu' } },
    });
    expect(answer.status).toBe(422);
    expect(answer.json()).toMatchObject({
      error: { fields: { email: 'This email address is already registered.' } },
    });
    expect(answer.cookies.has('token')).toBe(false);
  });
});

describe('POST /api/employer/register', () => {
  it("signs the new employer in with the token cookie; the token never reaches the browser's JavaScript", async () => {
    const answer = await send(gateway.url, '/api/employer/register', {
      method: 'POST',
      headers: withSession,
      body: { fields: { companyName: 'Duna Kft.', taxNumber: '10773381-2-44' } },
    });
    expect(answer.status).toBe(201);
    expect(answer.json()).toEqual({
      user: { ...user, userType: 'employer' },
      expiresAt: '2026-11-21T12:00:00.000Z',
    });
    expect(answer.text).not.toContain('api-token-3');
    expectSessionCookie(answer, 'token', 'api-token-3', true);
    expect(JSON.parse(lastSeen().body)).toEqual({
      companyName: 'Duna Kft.',
      taxNumber: '10773381-2-44',
    });
  });

  it('checks XSRF like every other sign-in', async () => {
    const answer = await send(gateway.url, '/api/employer/register', {
      method: 'POST',
      body: { fields: { companyName: 'Duna Kft.' } },
    });
    expect(answer.status).toBe(419);
    expect(answer.cookies.has('token')).toBe(false);
  });
});

describe('POST /api/employer/invitations/accept', () => {
  it('signs the new colleague in with the token cookie, never answering the token', async () => {
    const answer = await send(gateway.url, '/api/employer/invitations/accept', {
      method: 'POST',
      headers: withSession,
      body: { token: 'invitation-token-1', firstName: 'Ödön' },
    });
    expect(answer.status).toBe(201);
    expect(answer.json()).toEqual({
      user: { ...user, userType: 'employer' },
      expiresAt: '2026-11-21T12:00:00.000Z',
    });
    expect(answer.text).not.toContain('api-token-5');
    expectSessionCookie(answer, 'token', 'api-token-5', true);
    expect(JSON.parse(lastSeen().body)).toEqual({ token: 'invitation-token-1', firstName: 'Ödön' });
  });

  it('checks XSRF like every other sign-in', async () => {
    const answer = await send(gateway.url, '/api/employer/invitations/accept', {
      method: 'POST',
      body: { token: 'invitation-token-1' },
    });
    expect(answer.status).toBe(419);
    expect(answer.cookies.has('token')).toBe(false);
  });
});

describe('POST /api/social-register', () => {
  it('finishes a social registration with the browser session, signing in with the token cookie', async () => {
    const answer = await send(gateway.url, '/api/social-register', {
      method: 'POST',
      headers: withSession,
      body: { fields: { firstName: 'Tünde', categories: ['it'] } },
    });
    expect(answer.status).toBe(201);
    expect(answer.json()).toEqual({ user, expiresAt: '2026-11-21T12:00:00.000Z' });
    expect(answer.text).not.toContain('api-token-4');
    expectSessionCookie(answer, 'token', 'api-token-4', true);
    const seen = lastSeen();
    expect(seen.url).toBe('/auth/social/registration');
    // The pending registration is the browser session's: its cookie goes along.
    expect(seen.headers.cookie).toBe(`allas_session=${browserSession.session}`);
    expect(JSON.parse(seen.body)).toEqual({ firstName: 'Tünde', categories: ['it'] });
  });

  it('checks XSRF like every other sign-in', async () => {
    const answer = await send(gateway.url, '/api/social-register', {
      method: 'POST',
      body: { fields: { firstName: 'Tünde' } },
    });
    expect(answer.status).toBe(419);
    expect(answer.cookies.has('token')).toBe(false);
  });
});

describe('POST /api/forgot-password', () => {
  const request = (headers: Record<string, string> = withSession) =>
    send(gateway.url, '/api/forgot-password', {
      method: 'POST',
      headers: { ...headers, 'accept-language': 'hu' },
      body: { fields: { email: 'anna@example.hu' } },
    });

  it("passes the api's neutral answer through", async () => {
    const answer = await request();
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      message: 'Reset link sent if the account exists (from the api).',
    });
    expect(JSON.parse(lastSeen().body)).toEqual({ email: 'anna@example.hu' });
  });

  it('resolves an api error as a normal, neutral answer', async () => {
    forgotPasswordStatus = 429;
    const answer = await request();
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      // The api's own words for a request that went through (core's auth.passwordResetSent).
      message:
        'Ha létezik fiók ezzel az e-mail-címmel, elküldtük rá a jelszó visszaállításához szükséges linket.',
    });
  });

  it('resolves a missing XSRF token neutrally too', async () => {
    const answer = await request({ cookie: sessionCookieHeader() });
    expect(answer.status).toBe(200);
    expect(answer.json()).toHaveProperty('message');
  });
});

describe('POST /api/reset-password', () => {
  it('passes success and failure through', async () => {
    const done = await send(gateway.url, '/api/reset-password', {
      method: 'POST',
      headers: withSession,
      body: {
        fields: {
          token: 'reset-token-123',
          password: 'Uj-Titok-456',
          passwordConfirmation: 'Uj-Titok-456',
        },
      },
    });
    expect(done.status).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been changed.' });
    // The reset token is a field of this call, not the session token: it reaches the api.
    expect(JSON.parse(lastSeen().body)).toMatchObject({ token: 'reset-token-123' });

    const refused = await send(gateway.url, '/api/reset-password', {
      method: 'POST',
      headers: withSession,
      body: { fields: { token: 'expired-token-1', password: 'x', passwordConfirmation: 'x' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'This password reset link is invalid or has expired.',
      },
    });
  });
});

describe('PUT /api/accept-legal-docs', () => {
  it('calls the api with the Bearer token from the cookie, not from the body', async () => {
    const answer = await send(gateway.url, '/api/accept-legal-docs', {
      method: 'PUT',
      headers: withSession,
      body: {
        api: decoy.url,
        token: 'token-from-body',
        xsrf: browserSession.xsrf,
        locale: 'ro',
        region: 'ro',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ email: user.email, szmdPrizeAccepted: { ro: true } });
    const seen = lastSeen();
    expect(seen).toMatchObject({ method: 'PUT', url: '/auth/accept-legal-docs' });
    expect(seen.headers.authorization).toBe(`Bearer ${browserSession.token}`);
    expect(JSON.parse(seen.body)).toEqual({ locale: 'ro', region: 'ro' });
    expect(decoy.seen).toHaveLength(0);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token at the api and clears all three cookies', async () => {
    const answer = await send(gateway.url, '/api/logout', { method: 'POST', headers: withSession });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ loggedOut: true });
    const seen = lastSeen();
    expect(seen).toMatchObject({ method: 'POST', url: '/auth/logout' });
    expect(seen.headers.authorization).toBe(`Bearer ${browserSession.token}`);
    for (const name of ['XSRF-TOKEN', 'allas_session', 'token']) {
      const { value, attrs } = cookieAttributes(answer.cookies.get(name) ?? '');
      expect(value, name).toBe('');
      expect(attrs.get('max-age'), name).toBe('0');
      expect(attrs.get('path'), name).toBe('/');
    }
  });

  it('clears the cookies even when the api cannot be reached', async () => {
    const offline = await startTestGateway('http://127.0.0.1:9');
    try {
      const answer = await send(offline.url, '/api/logout', {
        method: 'POST',
        headers: withSession,
      });
      expect(answer.status).toBe(200);
      expect([...answer.cookies.keys()].sort()).toEqual(['XSRF-TOKEN', 'allas_session', 'token']);
    } finally {
      await offline.close();
    }
  });

  it('refuses a logout without the XSRF token and keeps the session', async () => {
    const answer = await send(gateway.url, '/api/logout', {
      method: 'POST',
      headers: { cookie: sessionCookieHeader() },
    });
    expect(answer.status).toBe(419);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(api.seen).toHaveLength(0);
  });
});
