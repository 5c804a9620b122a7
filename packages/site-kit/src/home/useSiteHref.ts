import { type Locale, localizedPath } from '@allas/core';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { UNSAFE_DataRouterDataContext } from 'react-router';
import type { RootData } from '../shell/rootLoader';

/**
 * In-site links with the page's language prefix, as DefaultLayout builds them. The root loader's
 * data is read from the data router's context directly: stories render the sections in a plain
 * MemoryRouter, where useRouteLoaderData would throw; there the catalog's language is the page's
 * and Hungarian the default.
 */
export function useSiteHref(): (path: string) => string {
  const data = useContext(UNSAFE_DataRouterDataContext);
  const root = data?.loaderData.root as RootData | undefined;
  const intl = useIntl();
  const locale = root?.locale ?? (intl.locale as Locale);
  const defaultLang = root?.defaultLang ?? 'hu';
  return (path) => localizedPath(path, locale, { defaultLang });
}
