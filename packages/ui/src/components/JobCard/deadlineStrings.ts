import { romanianCount } from '../../provider/grammar';
import type { StringArea } from '../../provider/stringArea';

/** Strings of an application deadline (JobCard, JobFacts). */
export interface DeadlineStrings {
  daysLeft: (days: number) => string;
  expired: string;
  /** The deadline is today (0 days left). */
  lastDay: string;
  jobFactDeadline: string;
}

export const deadlineStrings: StringArea<DeadlineStrings> = {
  en: {
    daysLeft: (days) => (days === 1 ? '1 day left' : `${days} days left`),
    expired: 'Expired',
    lastDay: 'Last day',
    jobFactDeadline: 'Application deadline',
  },
  hu: {
    daysLeft: (days) => `Még ${days} nap`,
    expired: 'Lejárt',
    lastDay: 'Utolsó nap',
    jobFactDeadline: 'Jelentkezési határidő',
  },
  ro: {
    daysLeft: (days) =>
      days === 1 ? 'A mai rămas 1 zi' : `Au mai rămas ${romanianCount(days, 'zi', 'zile')}`,
    expired: 'Expirat',
    lastDay: 'Ultima zi',
    jobFactDeadline: 'Termen de aplicare',
  },
};
