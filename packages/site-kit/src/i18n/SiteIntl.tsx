import type { Locale } from '@allas/core';
import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';

/**
 * A catalog as react-intl takes it: message strings (stories, tests), or ICU ASTs precompiled by
 * @formatjs/cli, which is what the sites' browsers get, as they have no message parser.
 */
export type IntlMessages =
  | Readonly<Record<string, string>>
  | Readonly<Record<string, MessageFormatElement[]>>;

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
  messages: IntlMessages;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="hu" messages={messages}>
      {children}
    </IntlProvider>
  );
}
