import type { Locale } from '../locale/locales';
import { parseQueryString } from '../query/queryString';
import { splitLocalePrefix } from './localePath';

/** Spec §4 guard 3: pages reached from e-mails and social logins that must carry a language prefix. */
export const tokenQueryPages = [
  { query: 'token', pathContains: ['social-login-success', 'reset-password'] },
  { query: 'provider', pathContains: ['social-registration'] },
] as const;

/**
 * A link with `?token=` to social-login-success or reset-password, or with `?provider=` to
 * social-registration, but without a language prefix, goes to the same URL under the current
 * language. Returns the new location, or null when the URL may stay.
 */
export function tokenQueryRedirect(
  url: { pathname: string; search: string },
  locale: Locale,
): string | null {
  if (splitLocalePrefix(url.pathname).locale !== null) return null;
  const query = parseQueryString(url.search);
  const applies = tokenQueryPages.some(
    (page) =>
      query.has(page.query) && page.pathContains.some((part) => url.pathname.includes(part)),
  );
  return applies ? `/${locale}${url.pathname}${url.search}` : null;
}
