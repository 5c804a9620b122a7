import type { Locale } from '../../provider/locales';
import { dateTimeFormat, numberFormat } from './intlFormatters';
import { intlLocales } from './intlLocale';

/** A count in the locale's digits: "1250" and "12 500" (hu), "12.500" (ro), "12,500" (en). */
export function formatCount(count: number, locale: Locale): string {
  return numberFormat(intlLocales[locale]).format(count);
}

/**
 * A calendar date ("2026-03-14", or the date part of a timestamp) in the locale's long form:
 * "2026. március 14.", "14 martie 2026", "14 March 2026". Read and printed in UTC, so the day never
 * shifts with the viewer's time zone. Text that is not a date is shown as it came rather than
 * breaking the page it is on.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return dateTimeFormat(intlLocales[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
