import type { ChromeStrings } from '../../provider/chromeStrings';
import type { Locale } from '../../provider/locales';
import { formatMoneyRange } from './formatMoney';
import type { JobSalary, SalaryPeriod } from './jobSalary';

const periodKeys: Record<SalaryPeriod, 'perMonth' | 'perHour' | 'perYear'> = {
  month: 'perMonth',
  hour: 'perHour',
  year: 'perYear',
};

/** "400 000 – 600 000 Ft", or one amount when the range is a single figure. */
export function formatSalaryAmount(salary: JobSalary, locale: Locale): string {
  const { min, max = min, currency } = salary;
  return formatMoneyRange(min, max, currency, locale);
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
