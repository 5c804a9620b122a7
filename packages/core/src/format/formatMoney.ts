import type { Locale } from '../locale/locales';
import type { Currency } from '../money/currencies';
import { numberFormat } from './intlFormatters';

/** Forint amounts are shown in whole forints (the fillér left circulation in 1999). */
export const currencyFractionDigits: Readonly<Record<Currency, number | undefined>> = {
  HUF: 0,
  RON: undefined,
  EUR: undefined,
};

function moneyFormatter(currency: Currency, locale: Locale): Intl.NumberFormat {
  const digits = currencyFractionDigits[currency];
  return numberFormat(locale, {
    style: 'currency',
    currency,
    ...(digits === undefined
      ? {}
      : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  });
}

/** hu: "290 800 Ft", ro: "4.500,50 RON", en: "€1,200.00"; HUF always without decimals. */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  return moneyFormatter(currency, locale).format(amount);
}

/** A salary range in one currency: "400 000 – 600 000 Ft". */
export function formatMoneyRange(
  min: number,
  max: number,
  currency: Currency,
  locale: Locale,
): string {
  return min === max
    ? formatMoney(min, currency, locale)
    : moneyFormatter(currency, locale).formatRange(min, max);
}
