import type { JobCard as JobCardData } from '@allas/core';
import { JobCard, type JobCardHeadingLevel, type JobCardLayout, Stack } from '@allas/ui';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';
import { jobLevelMessage, jobTypeMessage } from './jobLabels';
import { jobPath } from './jobPath';
import { useJobTags } from './useJobTags';

export interface JobCardListProps {
  jobs: readonly JobCardData[];
  /** The page's in-site address of a path (the language prefix added). */
  localize: (path: string) => string;
  /** Whether the visitor saved a job; without onToggleSave the cards have no save button. */
  isSaved?: (jobId: string) => boolean;
  onToggleSave?: (job: JobCardData, saved: boolean) => void;
  headingLevel?: JobCardHeadingLevel;
  layout?: JobCardLayout;
  /** Names the list for screen readers when the page has more than one. */
  label?: string;
}

/**
 * Job cards in a list, each with the title link to the ad and (given onToggleSave) the save
 * toggle. The jobs, home and company pages share it; useJobSaving supplies isSaved/onToggleSave.
 */
export function JobCardList({
  jobs,
  localize,
  isSaved,
  onToggleSave,
  headingLevel = 3,
  layout = 'wide',
  label,
}: JobCardListProps) {
  const t = useMessages();
  const jobTags = useJobTags();
  return (
    <Stack as="ul" space="medium" aria-label={label}>
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          title={job.title}
          href={localize(jobPath(job))}
          companyName={job.companyName}
          companyLogoUrl={mediaSrc(job.companyLogoUrl)}
          location={job.location.city}
          salary={job.salary}
          type={t(jobTypeMessage[job.type])}
          level={t(jobLevelMessage[job.level])}
          homeOffice={job.extras.includes('homeOffice')}
          remote={job.extras.includes('remote')}
          tags={jobTags(job)}
          deadline={job.deadline}
          status={job.status}
          saved={isSaved?.(job.id) ?? false}
          onToggleSave={onToggleSave ? (saved) => onToggleSave(job, saved) : undefined}
          promotion={job.partner ? 'partner' : job.featured ? 'featured' : undefined}
          headingLevel={headingLevel}
          layout={layout}
        />
      ))}
    </Stack>
  );
}
