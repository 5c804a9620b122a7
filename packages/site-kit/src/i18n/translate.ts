import type { Locale } from '@allas/core';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { catalogs, type MessageId } from './catalogs';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** A message outside React (meta functions, resource routes). */
export function translate(
  locale: Locale,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  let intl = intls.get(locale);
  if (intl === undefined) {
    intl = createIntl({ locale, defaultLocale: 'hu', messages: catalogs[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl.formatMessage({ id }, values);
}
