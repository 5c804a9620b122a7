import type { JobCard, JobExtra, JobLevel, JobSortOrder, JobType } from '@allas/core';
import type { JobSalary } from '@allas/ui';
import type { MessageId } from '../i18n/catalogs';
import type { Translate } from '../i18n/useMessages';

// The job vocabularies in words: the list's filters and cards (jobs.* messages) and the ad's page
// (job.* messages; a few read differently there, e.g. "Remote work" on the ad, "Remote" as a filter).

/** The message of each employment type, level, working arrangement and sort order. */
export const jobTypeMessage: Record<JobType, MessageId> = {
  agencyContract: 'jobs.type.agencyContract',
  project: 'jobs.type.project',
  partTime: 'jobs.type.partTime',
  fullTime: 'jobs.type.fullTime',
};

export const jobLevelMessage: Record<JobLevel, MessageId> = {
  trainee: 'jobs.level.trainee',
  studentWork: 'jobs.level.studentWork',
  junior: 'jobs.level.junior',
  medior: 'jobs.level.medior',
  senior: 'jobs.level.senior',
};

export const jobExtraMessage: Record<JobExtra, MessageId> = {
  homeOffice: 'jobs.extra.homeOffice',
  remote: 'jobs.extra.remote',
};

export const jobSortMessage: Record<JobSortOrder, MessageId> = {
  relevance: 'jobs.sort.relevance',
  newest: 'jobs.sort.newest',
  deadline: 'jobs.sort.deadline',
  salary: 'jobs.sort.salary',
};

/** The job's type, level and work arrangements in the page's language. */
export function jobLabels(job: Pick<JobCard, 'type' | 'level' | 'extras'>, t: Translate) {
  return {
    type: t(`job.type.${job.type}`),
    level: t(`job.level.${job.level}`),
    extras: job.extras.map((extra) => t(`job.extra.${extra}`)),
  };
}

/** The api's salary as @allas/ui's JobSalary (a single amount when min equals max). */
export function jobSalary(salary: JobCard['salary']): JobSalary | null {
  if (salary === null) return null;
  return { ...salary, max: salary.max === salary.min ? undefined : salary.max };
}

/** "Budapest, Pest" style location line. */
export function locationText(location: JobCard['location']): string {
  return location.county && location.county !== location.city
    ? `${location.city}, ${location.county}`
    : location.city;
}
