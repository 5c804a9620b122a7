import type { Locale } from '../locale/locales';
import type { CalendarDate } from '../time/calendarDate';
import { calendarDateSchema } from '../time/calendarDateSchema';
import { dateTimeFormat } from './intlFormatters';

export const dateStyles = ['long', 'medium', 'short'] as const;
export type DateStyle = (typeof dateStyles)[number];

/** An instant as a date in a time zone: hu "2025. október 21.", ro "21 octombrie 2025", en "21 October 2025". */
export function formatDate(
  instant: Date,
  locale: Locale,
  timeZone: string,
  style: DateStyle = 'long',
): string {
  return dateTimeFormat(locale, { dateStyle: style, timeZone }).format(instant);
}

/** An instant as date and time in a time zone (24-hour clock in all three languages). */
export function formatDateTime(
  instant: Date,
  locale: Locale,
  timeZone: string,
  style: DateStyle = 'medium',
): string {
  return dateTimeFormat(locale, { dateStyle: style, timeStyle: 'short', timeZone }).format(instant);
}

/**
 * A zone-less calendar date (a deadline): formatted as that day, whatever the machine's zone. A
 * malformed date from bad data is shown as it came rather than breaking the page.
 */
export function formatCalendarDate(
  date: CalendarDate,
  locale: Locale,
  style: DateStyle = 'long',
): string {
  if (!calendarDateSchema.safeParse(date).success) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(Date.UTC(year, month - 1, day, 12)), locale, 'UTC', style);
}
