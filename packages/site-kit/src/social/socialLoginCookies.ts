import { type CookieSpec, cookieTable, parseCookieHeader } from '@allas/core';

/**
 * The one-time code of /social-login-success?token=…, moved out of the URL: the page's loader puts
 * it in this httpOnly cookie and redirects to the page without the query, so the code stays out of
 * the address bar, the history, any Referer and browser JavaScript. The api honours a code for 60
 * seconds, and the cookie lives no longer.
 */
export const SOCIAL_CODE_COOKIE = 'allas_social_code';
const SOCIAL_CODE_MAX_AGE = 60;

function line(name: string, value: string, maxAge: number, httpOnly: boolean, secure: boolean) {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAge}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export const socialCodeCookie = (code: string, secure: boolean) =>
  line(SOCIAL_CODE_COOKIE, code, SOCIAL_CODE_MAX_AGE, true, secure);

export const clearSocialCodeCookie = (secure: boolean) =>
  line(SOCIAL_CODE_COOKIE, '', 0, true, secure);

/** The session's `token` cookie, written exactly as the gateway's auth proxy writes it at login. */
export function tokenCookie(token: string, secure: boolean): string {
  const spec: CookieSpec = cookieTable.token;
  return line(spec.name, token, spec.maxAgeSeconds ?? 0, spec.httpOnly, secure);
}

/** The cookies the completion needs from a request: the code and the browser session's pair. */
export function socialLoginCookies(cookieHeader: string | null) {
  const cookies = parseCookieHeader(cookieHeader ?? undefined);
  return {
    code: cookies.get(SOCIAL_CODE_COOKIE) || null,
    session: cookies.get(cookieTable.session.name) || null,
    xsrf: cookies.get(cookieTable.xsrfToken.name) || null,
  };
}
