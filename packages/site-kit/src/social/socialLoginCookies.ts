import { cookieTable, parseCookieHeader, serializeCookie } from '@allas/core';

/**
 * The one-time code of /social-login-success?token=…, moved out of the URL: the page's loader puts
 * it in this httpOnly cookie and redirects to the page without the query, so the code stays out of
 * the address bar, the history, any Referer and browser JavaScript. The api honours a code for 60
 * seconds, and the cookie lives no longer.
 */
export const SOCIAL_CODE_COOKIE = cookieTable.socialLoginCode.name;

export const socialCodeCookie = (code: string, secure: boolean) =>
  serializeCookie(cookieTable.socialLoginCode, code, { secure });

export const clearSocialCodeCookie = (secure: boolean) =>
  serializeCookie(cookieTable.socialLoginCode, '', { secure, maxAgeSeconds: 0 });

/** The session's `token` cookie, written exactly as the gateway's auth proxy writes it at login. */
export function tokenCookie(token: string, secure: boolean): string {
  return serializeCookie(cookieTable.token, token, { secure });
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
