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
 * A first segment that names a language in other letter case (`/HU/jobs`): the language's own
 * lowercase spelling, so each page has one address; null for any other path.
 */
function lowercaseLanguagePath(pathname: string): string | null {
  const firstSegment = pathname.split('/')[1] ?? '';
  const lower = firstSegment.toLowerCase();
  if (lower === firstSegment || splitLocalePrefix(`/${lower}`).locale === null) return null;
  return `/${lower}${pathname.slice(firstSegment.length + 1)}`;
}

/**
 * Spec §2 and ARCHITECTURE §5: no trailing slash (redirect to the path without it), a language
 * segment in capitals goes to its lowercase spelling, and a language that is neither the region's
 * default nor available there is replaced, in the first path segment, by the default language.
 * `search` (with its `?`) is kept on redirects.
 */
export function resolveLocaleRoute(
  url: { pathname: string; search?: string },
  region: Pick<RegionConfig, 'defaultLang' | 'availableLangs'>,
): LocaleResolution {
  const search = url.search ?? '';
  const normalized = normalizePathname(url.pathname);
  if (normalized !== url.pathname) return { kind: 'redirect', location: `${normalized}${search}` };
  const lowercase = lowercaseLanguagePath(normalized);
  if (lowercase !== null) return { kind: 'redirect', location: `${lowercase}${search}` };

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
