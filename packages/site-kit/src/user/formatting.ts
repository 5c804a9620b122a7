import { dateTimeFormat, type Locale, numberFormat } from '@allas/core';

/** A calendar day in the page's language, in the site's time zone (fixed, so SSR and the browser agree). */
export function formatDay(iso: string, locale: Locale): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/Budapest',
  }).format(new Date(iso));
}

/** A file size in MB with one decimal, in the page's language. */
export function formatMegabytes(bytes: number, locale: Locale): string {
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1048576)} MB`;
}
