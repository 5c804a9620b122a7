import { isLocale, type Locale, locales } from '../locale/locales';
import type { RegionConfig } from '../region/regionConfig';

/** Route ids of the prefixed variants end in `___{locale}` (`jobs___en`). */
export const ROUTE_ID_LOCALE_SEPARATOR = '___';

export function localizedRouteId(baseId: string, locale: Locale | null): string {
  return locale === null ? baseId : `${baseId}${ROUTE_ID_LOCALE_SEPARATOR}${locale}`;
}

export function parseRouteId(id: string): { baseId: string; locale: Locale | null } {
  const at = id.lastIndexOf(ROUTE_ID_LOCALE_SEPARATOR);
  const suffix = at === -1 ? '' : id.slice(at + ROUTE_ID_LOCALE_SEPARATOR.length);
  return isLocale(suffix)
    ? { baseId: id.slice(0, at), locale: suffix }
    : { baseId: id, locale: null };
}

/** Collapses repeated slashes and drops a trailing one: `//jobs/` → `/jobs`, `` → `/`. */
export function normalizePathname(pathname: string): string {
  const collapsed = `/${pathname}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/** Prefixes a path: (`/jobs`, en) → `/en/jobs`; (`/`, en) → `/en`. */
function withPrefix(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export type LocalizedRoute<Route> = Route & { locale: Locale | null };

/** Spec §2: every route exists unprefixed (region default language) and under /hu, /ro and /en. */
export function localizedRouteVariants<Route extends { id: string; path: string }>(
  route: Route,
): Array<LocalizedRoute<Route>> {
  const path = normalizePathname(route.path);
  return [
    { ...route, path, locale: null },
    ...locales.map((locale) => ({
      ...route,
      id: localizedRouteId(route.id, locale),
      path: withPrefix(locale, path),
      locale,
    })),
  ];
}

/** Splits the language prefix off a path: `/en/jobs` → en + `/jobs`; `/jobs` → null + `/jobs`. */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; rest: string } {
  const path = normalizePathname(pathname);
  const firstSegment = path.split('/')[1] ?? '';
  if (!isLocale(firstSegment)) return { locale: null, rest: path };
  return { locale: firstSegment, rest: normalizePathname(path.slice(firstSegment.length + 1)) };
}

/** Fills `:name` segments; values are URL-encoded. A missing value is a programming error. */
export function buildRoutePath(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The link to a path in a language. Strategy "prefix except default": the region's default
 * language is unprefixed unless `prefixDefault` asks otherwise (the four variants all resolve).
 */
export function localizedPath(
  path: string,
  locale: Locale,
  region: Pick<RegionConfig, 'defaultLang'>,
  options: { prefixDefault?: boolean } = {},
): string {
  const queryAt = path.search(/[?#]/);
  const pathname = normalizePathname(queryAt === -1 ? path : path.slice(0, queryAt));
  const suffix = queryAt === -1 ? '' : path.slice(queryAt);
  const prefixed = locale !== region.defaultLang || options.prefixDefault === true;
  return `${prefixed ? withPrefix(locale, pathname) : pathname}${suffix}`;
}

/** The language switcher's target: the same page in another language. */
export function switchLocalePath(
  pathname: string,
  locale: Locale,
  region: Pick<RegionConfig, 'defaultLang'>,
): string {
  return localizedPath(splitLocalePrefix(pathname).rest, locale, region);
}
