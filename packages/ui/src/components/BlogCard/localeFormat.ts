import type { Locale } from '../../provider/locales';

/** The BCP 47 tag that Intl formats each chrome language with; English uses European conventions. */
export const intlTag: Record<Locale, string> = { hu: 'hu-HU', ro: 'ro-RO', en: 'en-GB' };

/** A count in the locale's digits: "1 250" (hu), "1.250" (ro), "1,250" (en). */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag[locale]).format(count);
}

/**
 * A calendar date ("2026-03-14") in the locale's long form: "2026. március 14.", "14 martie 2026",
 * "14 March 2026". Read and printed in UTC, so the day never shifts with the viewer's time zone.
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`Expected an ISO date like 2026-03-14, got "${isoDate}"`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Intl.DateTimeFormat(intlTag[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
