import type { ChromeStrings } from '../../provider/chromeStrings';
import { useUi } from '../../provider/hooks';
import { TagPill } from '../TagPill';
import { formatSalaryAmount, salaryBasisText, salaryPeriodText } from './formatters';
import { salaryAmount } from './JobCard.css';
import type { JobSalary } from './jobSalary';

export interface SalaryTextProps {
  salary: JobSalary;
  strings: Pick<ChromeStrings, 'net' | 'gross' | 'perMonth' | 'perHour' | 'perYear'>;
}

/** "400 000 – 600 000 Ft havonta" with a net/gross pill, formatted for the provider's locale. */
export function SalaryText({ salary, strings }: SalaryTextProps) {
  const { locale } = useUi();
  return (
    <>
      <span>
        <span className={salaryAmount}>{formatSalaryAmount(salary, locale)}</span>{' '}
        {salaryPeriodText(salary, strings)}
      </span>{' '}
      <TagPill label={salaryBasisText(salary, strings)} />
    </>
  );
}
