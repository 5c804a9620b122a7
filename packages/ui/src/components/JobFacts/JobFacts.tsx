import type { ReactNode, Ref } from 'react';
import type { ChromeStrings } from '../../provider/chromeStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { Icon, type IconName } from '../Icon';
import { deadlineStrings } from '../JobCard/deadlineStrings';
import type { JobSalary, JobStatus } from '../JobCard/jobSalary';
import { SalaryText } from '../JobCard/SalaryText';
import { salaryStrings } from '../JobCard/salaryStrings';
import { formatCalendarDate } from '../private/localeFormat';
import { TagPill } from '../TagPill';
import * as css from './JobFacts.css';
import { jobFactsStrings } from './jobFactsStrings';

/** The chrome strings the facts show; any can be replaced per instance. */
export type JobFactsStrings = Pick<
  ChromeStrings,
  | 'jobFactSalary'
  | 'jobFactBonus'
  | 'jobFactStartDate'
  | 'jobFactTeamSize'
  | 'jobFactTeamAge'
  | 'jobFactType'
  | 'jobFactLevel'
  | 'jobFactExtras'
  | 'jobFactDeadline'
  | 'teamMembers'
  | 'ageRange'
  | 'daysLeft'
  | 'lastDay'
  | 'expired'
  | 'net'
  | 'gross'
  | 'perMonth'
  | 'perHour'
  | 'perYear'
>;

export interface JobFactsProps {
  salary?: JobSalary | null;
  /** Product copy: "13. havi fizetés és negyedéves teljesítménybónusz". */
  bonus?: string;
  /** Calendar date "YYYY-MM-DD". */
  startDate?: string;
  teamSize?: number;
  teamAgeRange?: { min: number; max: number };
  /** Employment type in words (product copy). */
  type?: string;
  /** Experience level in words (product copy). */
  level?: string;
  /** Work arrangements in words (product copy: "Home office", "Távmunka"). */
  extras?: readonly string[];
  /** Last day to apply, calendar date "YYYY-MM-DD". */
  deadline?: string;
  /** Remaining days or expiry next to the deadline, computed by the caller. */
  status?: JobStatus;
  strings?: Partial<JobFactsStrings>;
  ref?: Ref<HTMLDListElement>;
}

interface Fact {
  key: string;
  icon: IconName;
  term: string;
  value: ReactNode;
}

/** A job's key facts as a definition list; only the facts given are shown. */
export function JobFacts({
  salary,
  bonus,
  startDate,
  teamSize,
  teamAgeRange,
  type,
  level,
  extras = [],
  deadline,
  status = {},
  strings: overrides,
  ref,
}: JobFactsProps) {
  const chrome = useStrings(jobFactsStrings, deadlineStrings, salaryStrings);
  const { locale } = useUi();
  const strings: JobFactsStrings = { ...chrome, ...overrides };
  const facts: Fact[] = [];
  if (salary) {
    facts.push({
      key: 'salary',
      icon: 'salary',
      term: strings.jobFactSalary,
      value: <SalaryText salary={salary} strings={strings} />,
    });
  }
  if (bonus) facts.push({ key: 'bonus', icon: 'star', term: strings.jobFactBonus, value: bonus });
  if (startDate) {
    facts.push({
      key: 'startDate',
      icon: 'calendar',
      term: strings.jobFactStartDate,
      value: <time dateTime={startDate}>{formatCalendarDate(startDate, locale)}</time>,
    });
  }
  if (teamSize !== undefined) {
    facts.push({
      key: 'teamSize',
      icon: 'team',
      term: strings.jobFactTeamSize,
      value: strings.teamMembers(teamSize),
    });
  }
  if (teamAgeRange) {
    facts.push({
      key: 'teamAge',
      icon: 'user',
      term: strings.jobFactTeamAge,
      value: strings.ageRange(teamAgeRange.min, teamAgeRange.max),
    });
  }
  if (type) facts.push({ key: 'type', icon: 'briefcase', term: strings.jobFactType, value: type });
  if (level) facts.push({ key: 'level', icon: 'star', term: strings.jobFactLevel, value: level });
  if (extras.length > 0) {
    facts.push({
      key: 'extras',
      icon: 'homeOffice',
      term: strings.jobFactExtras,
      value: extras.join(', '),
    });
  }
  if (deadline) {
    const expired = status.expired === true;
    const remaining = status.remainingDays;
    facts.push({
      key: 'deadline',
      icon: 'clock',
      term: strings.jobFactDeadline,
      value: (
        <>
          <time dateTime={deadline}>{formatCalendarDate(deadline, locale)}</time>{' '}
          {expired ? (
            <TagPill label={strings.expired} />
          ) : remaining !== undefined && remaining >= 0 ? (
            <TagPill
              tone={status.expiring ? 'warning' : 'neutral'}
              label={remaining === 0 ? strings.lastDay : strings.daysLeft(remaining)}
            />
          ) : null}
        </>
      ),
    });
  }
  if (facts.length === 0) return null;
  return (
    <dl ref={ref} className={css.list}>
      {facts.map((fact) => (
        <div key={fact.key} className={css.item}>
          <dt className={css.term}>
            <Icon name={fact.icon} size="small" tone="muted" />
            {fact.term}
          </dt>
          <dd className={css.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
