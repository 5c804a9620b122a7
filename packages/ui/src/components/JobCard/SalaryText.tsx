import type { ReactNode } from 'react';
import type { ChromeStrings } from '../../provider/chromeStrings';
import { useUi } from '../../provider/hooks';
import { TagPill } from '../TagPill';
import { formatSalaryAmount, salaryBasisText, salaryPeriodText } from './formatters';
import { salaryAmount, salaryUnit } from './JobCard.css';
import type { JobSalary } from './jobSalary';

export interface SalaryTextProps {
  salary: JobSalary;
  strings: Pick<ChromeStrings, 'net' | 'gross' | 'perMonth' | 'perHour' | 'perYear'>;
  /** An icon kept on the amount's line (a job card's salary icon never sits alone above it). */
  icon?: ReactNode;
}

/**
 * "400 000 – 600 000 Ft havonta" with a net/gross pill, formatted for the provider's locale. The
 * icon and the amount never part, nor does the period break inside; a line too narrow for all of
 * it moves the period and then the pill below, so a salary is never cut or squeezed.
 */
export function SalaryText({ salary, strings, icon }: SalaryTextProps) {
  const { locale } = useUi();
  return (
    <>
      <span className={salaryUnit}>
        {icon}
        <span className={salaryAmount}>{formatSalaryAmount(salary, locale)}</span>
      </span>{' '}
      <span className={salaryUnit}>{salaryPeriodText(salary, strings)}</span>{' '}
      <TagPill label={salaryBasisText(salary, strings)} />
    </>
  );
}
