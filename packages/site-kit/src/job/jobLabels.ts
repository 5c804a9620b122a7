import type { JobSalary } from '@allas/ui';
import type { Translate } from '../i18n/useMessages';
import type { JobListItem } from '../jobs/jobData';

/** The job's type, level and work arrangements in the page's language. */
export function jobLabels(job: Pick<JobListItem, 'type' | 'level' | 'extras'>, t: Translate) {
  return {
    type: t(`job.type.${job.type}`),
    level: t(`job.level.${job.level}`),
    extras: job.extras.map((extra) => t(`job.extra.${extra}`)),
  };
}

/** The api's salary as @allas/ui's JobSalary (a single amount when min equals max). */
export function jobSalary(salary: JobListItem['salary']): JobSalary | null {
  if (salary === null) return null;
  return { ...salary, max: salary.max === salary.min ? undefined : salary.max };
}

/** "Budapest, Pest" style location line. */
export function locationText(location: JobListItem['location']): string {
  return location.county && location.county !== location.city
    ? `${location.city}, ${location.county}`
    : location.city;
}
