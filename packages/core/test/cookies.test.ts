import { describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  cookieTable,
  languageCookie,
  parseCookieHeader,
  serializeCookie,
} from '../src/index';

describe('cookie table', () => {
  it('holds the names and lifetimes of spec §3 and §9', () => {
    expect(cookieTable.consent).toMatchObject({
      name: 'cookieConsentAccepted',
      maxAgeSeconds: 2_147_483_647,
    });
    expect(cookieTable.favouriteJobCategories).toMatchObject({
      name: 'favouriteJobCategories',
      maxAgeSeconds: 86_400,
    });
    expect(cookieTable.voteModalShown).toMatchObject({
      name: 'szmdModalShown',
      maxAgeSeconds: 86_400,
    });
    expect(cookieTable.voteModalShownAfterVoting).toMatchObject({
      name: 'szmdModalShown',
      maxAgeSeconds: 604_800,
    });
    expect(cookieTable.language).toMatchObject({
      name: 'i18n_redirected',
      maxAgeSeconds: 31_536_000,
      path: '/',
      sameSite: 'lax',
    });
    expect(cookieTable.developerMode.name).toBe('allas_dev');
    expect(AUTH_COOKIE_MAX_AGE_SECONDS).toBe(14_400);
    for (const id of ['xsrfToken', 'session', 'token'] as const) {
      expect(cookieTable[id].maxAgeSeconds).toBe(AUTH_COOKIE_MAX_AGE_SECONDS);
    }
    expect(cookieTable.session.name).toBe('allas_session');
  });

  it('keeps the token and the session away from browser JavaScript, but not the XSRF token', () => {
    expect(cookieTable.token.httpOnly).toBe(true);
    expect(cookieTable.session.httpOnly).toBe(true);
    expect(cookieTable.xsrfToken).toMatchObject({ name: 'XSRF-TOKEN', httpOnly: false });
  });

  it('writes the language cookie Lax, or None with Secure for cross-site embedding', () => {
    expect(languageCookie('ro')).toMatchObject({
      name: 'i18n_redirected',
      value: 'ro',
      sameSite: 'lax',
      secure: false,
      maxAgeSeconds: 365 * 86_400,
    });
    expect(languageCookie('en', { secureCrossSite: true })).toMatchObject({
      sameSite: 'none',
      secure: true,
    });
  });
});

describe('cookie header', () => {
  it('reads names and decoded values, first one wins', () => {
    const cookies = parseCookieHeader(
      'allas_dev=1; i18n_redirected=ro; name="quoted"; bad; enc=%C5%91; raw=%E0; allas_dev=2',
    );
    expect(cookies.get('allas_dev')).toBe('1');
    expect(cookies.get('i18n_redirected')).toBe('ro');
    expect(cookies.get('name')).toBe('quoted');
    expect(cookies.get('enc')).toBe('ő');
    expect(cookies.get('raw')).toBe('%E0');
    expect(cookies.has('bad')).toBe(false);
    expect(parseCookieHeader(undefined).size).toBe(0);
    expect(parseCookieHeader('=x').size).toBe(0);
  });
});

describe('serializeCookie', () => {
  it("writes core's cookie table entries with Max-Age, Path, SameSite, HttpOnly and Secure", () => {
    expect(serializeCookie(cookieTable.token, 'a b', { secure: true })).toBe(
      'token=a%20b; Max-Age=14400; Path=/; SameSite=Lax; HttpOnly; Secure',
    );
    expect(serializeCookie(cookieTable.xsrfToken, 'x', { secure: false })).toBe(
      'XSRF-TOKEN=x; Max-Age=14400; Path=/; SameSite=Lax',
    );
    expect(serializeCookie(cookieTable.session, '', { secure: false, maxAgeSeconds: 0 })).toBe(
      'allas_session=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly',
    );
  });

  it("writes the sites' short-lived cookies that carry a token moved out of a URL", () => {
    expect(serializeCookie(cookieTable.socialLoginCode, 'c', { secure: false })).toBe(
      'allas_social_code=c; Max-Age=60; Path=/; SameSite=Lax; HttpOnly',
    );
    expect(serializeCookie(cookieTable.resetToken, 't', { secure: true })).toBe(
      'allas_reset=t; Max-Age=3600; Path=/; SameSite=Lax; Secure',
    );
  });

  it('leaves out Max-Age for a browser-session cookie', () => {
    expect(serializeCookie(cookieTable.developerMode, '1', { secure: false })).toBe(
      'allas_dev=1; Path=/; SameSite=Lax',
    );
  });
});
