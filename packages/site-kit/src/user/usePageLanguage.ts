import { type Locale, localizedPath } from '@allas/core';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { UNSAFE_DataRouterDataContext } from 'react-router';
import type { RootData } from '../shell/rootLoader';

/**
 * The page's language and a builder of in-site links with its prefix. The root data is read from
 * the data router's state rather than useRouteLoaderData, which throws outside a data router: the
 * sections also render in stories under a memory router, where the language comes from react-intl
 * and the default language is hu.
 */
export function usePageLanguage(): { locale: Locale; href: (path: string) => string } {
  const routerData = useContext(UNSAFE_DataRouterDataContext);
  const root = routerData?.loaderData.root as RootData | undefined;
  const intlLocale = useIntl().locale as Locale;
  const locale = root?.locale ?? intlLocale;
  const defaultLang = root?.defaultLang ?? 'hu';
  return { locale, href: (path: string) => localizedPath(path, locale, { defaultLang }) };
}
