import type { Locale } from '@allas/core';
import { useContext } from 'react';
import { UNSAFE_DataRouterDataContext, useLocation } from 'react-router';
import type { SiteConfig } from '../routing/siteConfig';
import { localeOfPath, type RootData } from './rootLoader';

/**
 * The root loader's data; undefined while an error page renders without it, and in a story. It is
 * read from the data router's context, as useRouteLoaderData('root') does, but without throwing
 * outside a data router: stories render the sections under a plain memory router.
 */
export function useRootData(): RootData | undefined {
  return useContext(UNSAFE_DataRouterDataContext)?.loaderData.root as RootData | undefined;
}

/** The page's language: the root loader's, else the URL's prefix, else the region default. */
export function usePageLocale(site: SiteConfig): Locale {
  const data = useRootData();
  const location = useLocation();
  return data?.locale ?? localeOfPath(location.pathname, site.region.defaultLang);
}
