import type { ReactNode } from 'react';
import type { ChromeStrings } from '../../provider/chromeStrings';
import { useUi } from '../../provider/hooks';
import { TagPill } from '../TagPill';
import { formatSalaryAmount, salaryBasisText, salaryPeriodText } from './formatters';
import { salaryAmount, salaryIcon, salaryUnit, unbroken } from './JobCard.css';
import type { JobSalary } from './jobSalary';

export interface SalaryTextProps {
  salary: JobSalary;
  strings: Pick<ChromeStrings, 'net' | 'gross' | 'perMonth' | 'perHour' | 'perYear'>;
  /** An icon kept on the amount's line (a job card's salary icon never sits alone above it). */
  icon?: ReactNode;
}

/**
 * "400 000 – 600 000 Ft havonta" with a net/gross pill, formatted for the provider's locale.
 * Neither the amount nor the period breaks inside, and an icon stays beside the amount: a line too
 * narrow for all of it moves the pill, then the period below, so a salary is never cut or squeezed.
 */
export function SalaryText({ salary, strings, icon }: SalaryTextProps) {
  const { locale } = useUi();
  const text = (
    <span>
      <span className={`${salaryAmount} ${unbroken}`}>{formatSalaryAmount(salary, locale)}</span>{' '}
      <span className={unbroken}>{salaryPeriodText(salary, strings)}</span>
    </span>
  );
  return (
    <>
      {icon ? (
        <span className={salaryUnit}>
          <span className={salaryIcon}>{icon}</span>
          {text}
        </span>
      ) : (
        text
      )}{' '}
      <TagPill label={salaryBasisText(salary, strings)} />
    </>
  );
}
