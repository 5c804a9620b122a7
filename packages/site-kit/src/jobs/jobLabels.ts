import type { JobExtra, JobLevel, JobSortOrder, JobType } from '@allas/core';
import type { MessageId } from '../i18n/catalogs';

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
