import type { Locale } from '@allas/core';
import { useContext, useMemo } from 'react';
import { UNSAFE_DataRouterDataContext, UNSAFE_LocationContext, useLocation } from 'react-router';
import { catalogAt } from '../i18n/catalogStore';
import type { CompiledCatalog } from '../i18n/compiledCatalogs';
import type { SiteConfig } from '../routing/siteConfig';
import { localeOfPath, type RootData, type RootLoaderData, unprefixedPath } from './rootLoader';

/**
 * The root loader's data, with the path of the URL shown; undefined while an error page renders
 * without it, and in a story. It is read from the data router's context, as
 * useRouteLoaderData('root') does, but without throwing outside a data router: stories render
 * the sections under a plain memory router.
 */
export function useRootData(): RootData | undefined {
  const data = useContext(UNSAFE_DataRouterDataContext)?.loaderData.root as
    | RootLoaderData
    | undefined;
  const pathname = useContext(UNSAFE_LocationContext)?.location?.pathname ?? '/';
  return useMemo(
    () => (data === undefined ? undefined : { ...data, path: unprefixedPath(pathname) }),
    [data, pathname],
  );
}

/** The page's language: the root loader's, else the URL's prefix, else the region default. */
export function usePageLocale(site: SiteConfig): Locale {
  const data = useRootData();
  const location = useLocation();
  return data?.locale ?? localeOfPath(location.pathname, site.region.defaultLang);
}

/** The page's catalog once loaded (always, for a page the root loader answered); else undefined. */
export function usePageCatalog(): CompiledCatalog | undefined {
  const url = useRootData()?.messagesUrl;
  return url === undefined ? undefined : catalogAt(url);
}
