import type { Locale } from '../../provider/locales';
import { numberFormat } from '../private/intlFormatters';
import { intlLocales } from '../private/intlLocale';
import type { SalaryCurrency } from './jobSalary';

type SignDisplay = Intl.NumberFormatOptions['signDisplay'];

/**
 * The one money format of allas (the sites use it too): forints in whole forints (the fillér left
 * circulation in 1999); lei and euros to the cent, but whole amounts without ",00". Every salary of
 * a job ad and every figure of the calculator is a whole amount, so they show as job boards show
 * them ("5.200 RON"), and an amount with cents (an hourly €25.50) is never rounded into another.
 */
function moneyFormat(
  currency: SalaryCurrency,
  locale: Locale,
  signDisplay: SignDisplay = 'auto',
): Intl.NumberFormat {
  const digits = currency === 'HUF' ? 0 : 2;
  return numberFormat(intlLocales[locale], {
    style: 'currency',
    currency,
    signDisplay,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    trailingZeroDisplay: 'stripIfInteger',
  });
}

/** hu: "500 000 Ft", ro: "5.200 RON" and "4.500,50 RON", en: "€1,200" and "€25.50". */
export function formatMoney(
  amount: number,
  currency: SalaryCurrency,
  locale: Locale,
  signDisplay?: SignDisplay,
): string {
  return moneyFormat(currency, locale, signDisplay).format(amount);
}

// V8's formatRange costs about a hundred times a format (≈100 µs against 1 µs: ICU sets up a range
// formatter on every call), and a list page formats one range per card. A board's ranges repeat, so
// each text is kept; the set is bounded and simply starts over when full.
const rangeTexts = new Map<string, string>();
const MAX_RANGE_TEXTS = 2000;

/** A range with the currency once: "400 000–600 000 Ft", or one amount when both ends are equal. */
export function formatMoneyRange(
  min: number,
  max: number,
  currency: SalaryCurrency,
  locale: Locale,
): string {
  if (min === max) return formatMoney(min, currency, locale);
  const key = `${locale}|${currency}|${min}|${max}`;
  let text = rangeTexts.get(key);
  if (text === undefined) {
    text = moneyFormat(currency, locale).formatRange(min, max);
    if (rangeTexts.size >= MAX_RANGE_TEXTS) rangeTexts.clear();
    rangeTexts.set(key, text);
  }
  return text;
}
