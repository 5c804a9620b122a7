import type { Locale } from '@allas/core';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '../routing/siteConfig';
import { localeOfPath, type RootData } from './rootLoader';

/** The root loader's data; undefined while an error page renders without it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The page's language: the root loader's, else the URL's prefix, else the region default. */
export function usePageLocale(site: SiteConfig): Locale {
  const data = useRootData();
  const location = useLocation();
  return data?.locale ?? localeOfPath(location.pathname, site.region.defaultLang);
}
