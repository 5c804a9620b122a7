import type { Locale } from '@allas/core';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { MessageId } from './catalogs';
import type { IntlMessages } from './SiteIntl';

const cache = createIntlCache();
const intls = new WeakMap<IntlMessages, IntlShape>();

/** A message outside React (meta functions), from the page's catalog in the root data. */
export function translate(
  locale: Locale,
  messages: IntlMessages,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  let intl = intls.get(messages);
  if (intl === undefined) {
    intl = createIntl({ locale, defaultLocale: 'hu', messages }, cache);
    intls.set(messages, intl);
  }
  return intl.formatMessage({ id }, values);
}
