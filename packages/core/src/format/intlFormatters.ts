import type { Locale } from '../locale/locales';
import { intlLocaleOf } from './intlLocale';

// Building an Intl formatter costs far more than using one (a page of job cards built hundreds,
// 18 % of the server's time per page), so each locale and option set is built once per process.
// The option sets are few and fixed in code, so the caches stay small.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat` for a product language, built once per option set. */
export function numberFormat(
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const tag = intlLocaleOf(locale);
  return cached(
    numberFormats,
    `${tag}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(tag, options),
  );
}

/** `new Intl.DateTimeFormat` for a product language, built once per option set. */
export function dateTimeFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const tag = intlLocaleOf(locale);
  return cached(
    dateTimeFormats,
    `${tag}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(tag, options),
  );
}
