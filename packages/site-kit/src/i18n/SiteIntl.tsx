import type { Locale } from '@allas/core';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogs } from './catalogs';

/** react-intl for the page's language with the site-kit catalog. */
export function SiteIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="hu" messages={catalogs[locale]}>
      {children}
    </IntlProvider>
  );
}
