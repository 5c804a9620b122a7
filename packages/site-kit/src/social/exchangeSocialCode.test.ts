import { describe, expect, it, vi } from 'vitest';
import { exchangeSocialCode } from './exchangeSocialCode';
import { socialCodeCookie, socialLoginCookies, tokenCookie } from './socialLoginCookies';
import { socialProviderOf } from './socialProviders';

const input = {
  apiUrl: 'http://api.test/',
  requestId: 'req-1',
  locale: 'ro',
  code: 'one-time-code',
  session: 'session-1',
  xsrf: 'xsrf-1',
};

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('exchangeSocialCode', () => {
  it('posts the code with the session cookie and XSRF header and returns the token', async () => {
    const fetch = answering(200, [{ token: 'bearer-1', expiresAt: 'x', user: {} }]);
    await expect(exchangeSocialCode({ ...input, fetch })).resolves.toEqual({
      ok: true,
      token: 'bearer-1',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/auth/social/exchange');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'one-time-code' });
    expect(init.headers).toMatchObject({
      cookie: 'allas_session=session-1',
      'x-xsrf-token': 'xsrf-1',
      'accept-language': 'ro',
    });
  });

  it('calls a refused code invalid and an api failure failed, and tries once only', async () => {
    const refused = answering(401, { error: { code: 'unauthenticated', message: '…' } });
    await expect(exchangeSocialCode({ ...input, fetch: refused })).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
    const broken = answering(503, {});
    await expect(exchangeSocialCode({ ...input, fetch: broken })).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(broken).toHaveBeenCalledTimes(1);
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(exchangeSocialCode({ ...input, fetch: unreachable })).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
    const noToken = answering(200, [{ user: {} }]);
    await expect(exchangeSocialCode({ ...input, fetch: noToken })).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
  });
});

describe('social-login cookies', () => {
  it('keeps the code httpOnly for 60 seconds and writes the token cookie as the gateway does', () => {
    expect(socialCodeCookie('a b', false)).toBe(
      'allas_social_code=a%20b; Max-Age=60; Path=/; SameSite=Lax; HttpOnly',
    );
    expect(tokenCookie('t', true)).toBe(
      'token=t; Max-Age=14400; Path=/; SameSite=Lax; HttpOnly; Secure',
    );
    expect(socialLoginCookies('allas_social_code=c; allas_session=s; XSRF-TOKEN=x%3D')).toEqual({
      code: 'c',
      session: 's',
      xsrf: 'x=',
    });
    expect(socialLoginCookies(null)).toEqual({ code: null, session: null, xsrf: null });
  });
});

describe('socialProviderOf', () => {
  it('knows the three providers and nothing else', () => {
    expect(socialProviderOf('linkedin')).toBe('linkedin');
    expect(socialProviderOf('google')).toBe('google');
    expect(socialProviderOf('facebook')).toBe('facebook');
    expect(socialProviderOf('toString')).toBeNull();
    expect(socialProviderOf('twitter')).toBeNull();
    expect(socialProviderOf(null)).toBeNull();
  });
});
