import type { Locale } from '@allas/core';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

/**
 * react-intl for the page's language. The messages come from the root loader (only the page's
 * language reaches the browser, not every catalog) or, on an error page without it, the error texts.
 */
export function SiteIntl({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="hu" messages={messages}>
      {children}
    </IntlProvider>
  );
}
