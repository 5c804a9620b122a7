import type { Locale } from '../locale/locales';
import { numberFormat } from './intlFormatters';

/** Grouping and decimal marks of the language: hu "12 345,5", ro "12.345,5", en "12,345.5". */
export function formatNumber(
  value: number,
  locale: Locale,
  options: { maximumFractionDigits?: number } = {},
): string {
  return numberFormat(locale, options).format(value);
}

/** A share such as a tax rate: 0.15 → hu "15%", ro "15 %", en "15%". */
export function formatPercent(ratio: number, locale: Locale, maximumFractionDigits = 2): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(ratio);
}
