import type { Locale } from '../locale/locales';
import { type CookieSpec, cookieTable } from './cookieTable';

export interface CookieToSet extends CookieSpec {
  readonly value: string;
  readonly secure: boolean;
}

/**
 * The language cookie. Spec §9: SameSite Lax, or None (which browsers only accept with Secure)
 * when the site is embedded cross-site over https.
 */
export function languageCookie(
  locale: Locale,
  options: { secureCrossSite?: boolean } = {},
): CookieToSet {
  const crossSite = options.secureCrossSite === true;
  return {
    ...cookieTable.language,
    value: locale,
    sameSite: crossSite ? 'none' : 'lax',
    secure: crossSite,
  };
}
