import type { Locale } from '../locale/locales';
import type { RegionConfig } from '../region/regionConfig';
import { normalizePathname, splitLocalePrefix } from './localePath';

export type LocaleResolution =
  | {
      kind: 'render';
      /** The page's language. */
      locale: Locale;
      /** The language prefix of the URL, null on the unprefixed (default-language) variant. */
      prefix: Locale | null;
      /** The path without the language prefix, for route matching. */
      path: string;
    }
  | { kind: 'redirect'; location: string };

/**
 * Spec §2 and ARCHITECTURE §5: no trailing slash (redirect to the path without it), and a language
 * that is neither the region's default nor available there is replaced, in the first path segment,
 * by the default language. `search` (with its `?`) is kept on redirects.
 */
export function resolveLocaleRoute(
  url: { pathname: string; search?: string },
  region: Pick<RegionConfig, 'defaultLang' | 'availableLangs'>,
): LocaleResolution {
  const search = url.search ?? '';
  const normalized = normalizePathname(url.pathname);
  if (normalized !== url.pathname) return { kind: 'redirect', location: `${normalized}${search}` };

  const { locale: prefix, rest } = splitLocalePrefix(normalized);
  if (prefix === null) {
    return { kind: 'render', locale: region.defaultLang, prefix: null, path: rest };
  }
  const allowed = prefix === region.defaultLang || region.availableLangs.includes(prefix);
  if (!allowed) {
    const location = rest === '/' ? `/${region.defaultLang}` : `/${region.defaultLang}${rest}`;
    return { kind: 'redirect', location: `${location}${search}` };
  }
  return { kind: 'render', locale: prefix, prefix, path: rest };
}
