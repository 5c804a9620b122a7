import type { Locale } from '@allas/core';

/** The Intl locale of each page language (money and numbers as the language writes them). */
const intlLocales: Readonly<Record<Locale, string>> = { hu: 'hu-HU', ro: 'ro-RO', en: 'en-GB' };

/** Whole amounts of the calculators and statistics: "500 000 Ft", "5.200 RON", "HUF 500,000". */
export function formatMoneyAmount(amount: number, currency: 'HUF' | 'RON', locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A plain number in the language's grouping: "1 000 000 000". */
export function formatAmount(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: 0 }).format(amount);
}

/** "2025. december", "decembrie 2025", "December 2025". */
export function formatMonth(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocales[locale], {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2025, (monthNumber ?? 1) - 1, 1)));
}
