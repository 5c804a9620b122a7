import {
  cookieTable,
  type Locale,
  languageCookie,
  parseCookieHeader,
  serializeCookie,
} from '@allas/core';
import { useLayoutEffect } from 'react';

/**
 * The `i18n_redirected` line the browser must write for the page's language (spec §9: 365 days,
 * path /, SameSite Lax, Secure over https), or undefined when the cookie already holds it.
 */
export function languageCookieToWrite(
  cookieHeader: string,
  locale: Locale,
  overHttps: boolean,
): string | undefined {
  if (parseCookieHeader(cookieHeader).get(cookieTable.language.name) === locale) return undefined;
  const cookie = languageCookie(locale);
  return serializeCookie(cookie, cookie.value, { secure: cookie.secure || overHttps });
}

/**
 * Stores the page's language in `i18n_redirected` from the browser, once the page has hydrated
 * and again whenever the language changes (the language switch). The server used to send it as
 * Set-Cookie on every page whose language differed from the cookie, so no first, cookieless visit
 * could be cached (issue 15 §3); nothing on the server reads the cookie. A layout effect, so the
 * cookie is written in the same task as the page in its new language.
 */
export function useLanguageCookie(locale: Locale): void {
  useLayoutEffect(() => {
    const line = languageCookieToWrite(
      document.cookie,
      locale,
      window.location.protocol === 'https:',
    );
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the browser keeps for later visits.
    if (line !== undefined) document.cookie = line;
  }, [locale]);
}
