import type { ChromeStrings } from '../../provider/chromeStrings';
import type { Locale } from '../../provider/locales';
import { intlLocales } from '../private/intlLocale';
import type { JobSalary, SalaryCurrency, SalaryPeriod } from './jobSalary';

/** Forint amounts are whole forints (the fillér left circulation in 1999); lei and euro keep cents. */
function moneyFormat(
  currency: SalaryCurrency,
  locale: Locale,
  signDisplay: Intl.NumberFormatOptions['signDisplay'] = 'auto',
): Intl.NumberFormat {
  return new Intl.NumberFormat(intlLocales[locale], {
    style: 'currency',
    currency,
    signDisplay,
    // Whole amounts print without ",00"; an hourly 25,50 EUR keeps both of its cent digits.
    minimumFractionDigits: currency === 'HUF' ? 0 : 2,
    maximumFractionDigits: currency === 'HUF' ? 0 : 2,
    trailingZeroDisplay: 'stripIfInteger',
  });
}

/** hu: "500 000 Ft", ro: "5.200 RON", en: "€1,200". */
export function formatMoney(
  amount: number,
  currency: SalaryCurrency,
  locale: Locale,
  signDisplay?: Intl.NumberFormatOptions['signDisplay'],
): string {
  return moneyFormat(currency, locale, signDisplay).format(amount);
}

const periodKeys: Record<SalaryPeriod, 'perMonth' | 'perHour' | 'perYear'> = {
  month: 'perMonth',
  hour: 'perHour',
  year: 'perYear',
};

/** "400 000 – 600 000 Ft", or one amount when the range is a single figure. */
export function formatSalaryAmount(salary: JobSalary, locale: Locale): string {
  const { min, max = min, currency } = salary;
  return min === max
    ? formatMoney(min, currency, locale)
    : moneyFormat(currency, locale).formatRange(min, max);
}

/** The period in words: "havonta", "pe oră", "per year". */
export function salaryPeriodText(
  salary: JobSalary,
  strings: Pick<ChromeStrings, 'perMonth' | 'perHour' | 'perYear'>,
): string {
  return strings[periodKeys[salary.period]];
}

/** "nettó" / "brut" … */
export function salaryBasisText(
  salary: JobSalary,
  strings: Pick<ChromeStrings, 'net' | 'gross'>,
): string {
  return strings[salary.basis];
}
