import { dateTimeFormat, type Locale, numberFormat } from '@allas/core';

/** A plain number in the language's grouping: "1 000 000 000". */
export function formatAmount(amount: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
}

/** "2025. december", "decembrie 2025", "December 2025". */
export function formatMonth(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2025, (monthNumber ?? 1) - 1, 1)),
  );
}
