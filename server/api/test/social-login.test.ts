import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSocialLoginCode } from '../src/auth/social-login-codes.ts';
import { loadConfig } from '../src/config.ts';
import {
  ApiClient,
  registeredUser,
  startTestApp,
  TEST_NOW,
  type TestApp,
} from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string } };
type LoginAnswer = [{ token: string; expiresAt: string; user: { email: string } }];

let app: TestApp;
let userId: number;
let email: string;

beforeAll(async () => {
  app = await startTestApp();
  const registered = await registeredUser(app.url);
  userId = registered.user.id;
  email = registered.email;
});
afterAll(() => app?.close());

/** A browser with a session, and a code the OAuth callback would have issued to that session. */
async function browserWithCode(now = TEST_NOW) {
  const browser = await new ApiClient(app.url).startSession();
  const session = browser.cookies.get('allas_session') ?? '';
  const { code } = await issueSocialLoginCode(app.deps.db, {
    userId,
    provider: 'google',
    session: decodeURIComponent(session),
    now,
  });
  return { browser, code };
}

describe('POST /auth/social/exchange', () => {
  it('trades a fresh code for a token, answered like /auth/login, and the token works', async () => {
    const { browser, code } = await browserWithCode();
    const res = await browser.post<LoginAnswer>('/auth/social/exchange', { token: code });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].user.email).toBe(email);
    expect(res.body[0].token).not.toBe(code);
    browser.token = res.body[0].token;
    const profile = await browser.get<{ email: string }>('/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(email);
    const row = await app.deps.db
      .selectFrom('social_login_codes')
      .select(['used_at', 'code_hash'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
    // Only the hash is stored.
    expect(row.code_hash).not.toContain(code);
  });

  it('refuses a code the second time, with the message to sign in again in the request language', async () => {
    const { browser, code } = await browserWithCode();
    expect((await browser.post('/auth/social/exchange', { token: code })).status).toBe(200);
    browser.locale = 'hu';
    const again = await browser.post<ErrorBody>('/auth/social/exchange', { token: code });
    expect(again.status).toBe(401);
    expect(again.body.error.message).toBe(
      'Ez a bejelentkezési link érvénytelen vagy lejárt. Kérjük, jelentkezz be újra.',
    );
  });

  it('refuses a code older than 60 seconds', async () => {
    const { browser, code } = await browserWithCode(new Date(TEST_NOW.getTime() - 61_000));
    browser.locale = 'ro';
    const res = await browser.post<ErrorBody>('/auth/social/exchange', { token: code });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(
      'Acest link de autentificare este invalid sau a expirat. Te rugăm să te autentifici din nou.',
    );
  });

  it('refuses a code issued to another browser session (login CSRF), and leaves it usable by its own', async () => {
    const { browser: owner, code } = await browserWithCode();
    const victim = await new ApiClient(app.url).startSession();
    victim.locale = 'en';
    const res = await victim.post<ErrorBody>('/auth/social/exchange', { token: code });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(
      'This sign-in link is invalid or has expired. Please sign in again.',
    );
    expect((await owner.post('/auth/social/exchange', { token: code })).status).toBe(200);
  });

  it('refuses an unknown code', async () => {
    const browser = await new ApiClient(app.url).startSession();
    const res = await browser.post<ErrorBody>('/auth/social/exchange', {
      token: 'not-a-code-anyone-issued',
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });

  it('answers 419 without the XSRF header, and does not use the code', async () => {
    const { browser, code } = await browserWithCode();
    const res = await browser.request<ErrorBody>(
      'POST',
      '/auth/social/exchange',
      { token: code },
      { 'x-xsrf-token': '' },
    );
    expect(res.status).toBe(419);
    expect((await browser.post('/auth/social/exchange', { token: code })).status).toBe(200);
  });

  it('answers junk input with 4xx, never 5xx', async () => {
    const browser = await new ApiClient(app.url).startSession();
    const bodies: unknown[] = [
      {},
      { token: '' },
      { token: 42 },
      { token: null },
      { token: 'x'.repeat(5000) },
      { token: ['a'] },
      { token: 'a', extra: true },
      [],
      '"just a string"',
      '{not json',
      '\u0000',
    ];
    for (const body of bodies) {
      const res = await browser.post<ErrorBody>('/auth/social/exchange', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('is documented in the OpenAPI document; the test-only issuing route is not mounted', async () => {
    const doc = await new ApiClient(app.url).get<{ paths: Record<string, unknown> }>(
      '/openapi.json',
    );
    expect(Object.keys(doc.body.paths)).toContain('/auth/social/exchange');
    expect(Object.keys(doc.body.paths)).not.toContain('/_test/social-login-codes');
    const res = await new ApiClient(app.url).post('/_test/social-login-codes', {
      email,
      provider: 'google',
      session: 'x',
    });
    expect(res.status).toBe(404);
  });
});

describe('SOCIAL_LOGIN_TEST_CODES', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SOCIAL_LOGIN_TEST_CODES: '1' })).toThrow(
      /SOCIAL_LOGIN_TEST_CODES/,
    );
  });

  it('mounts the issuing route, whose code works for the named session only', async () => {
    const testApp = await startTestApp({ env: { SOCIAL_LOGIN_TEST_CODES: '1' } });
    try {
      const browser = await new ApiClient(testApp.url).startSession();
      const { email: address } = await registeredUser(testApp.url);
      const issued = await new ApiClient(testApp.url).post<{ token: string }>(
        '/_test/social-login-codes',
        {
          email: address,
          provider: 'linkedin',
          session: decodeURIComponent(browser.cookies.get('allas_session') ?? ''),
        },
      );
      expect(issued.status).toBe(200);
      const res = await browser.post<LoginAnswer>('/auth/social/exchange', {
        token: issued.body.token,
      });
      expect(res.status).toBe(200);
      expect(res.body[0].user.email).toBe(address);
    } finally {
      await testApp.close();
    }
  });
});
