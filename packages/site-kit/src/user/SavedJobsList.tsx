import type { SavedJob } from '@allas/core';
import { JobCard } from '@allas/ui';
import { browserApi } from '../api/browserApi';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';
import { jobPath } from '../jobs/jobPath';
import { useJobTags } from '../jobs/useJobTags';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { RemovableCardList } from './RemovableCardList';

/**
 * /saved-jobs: the saved jobs as job cards, each with its save toggle to unsave it
 * (DELETE /saved-jobs/:id).
 */
export function SavedJobsList({ jobs }: { jobs: readonly SavedJob[] }) {
  const href = useLocalizedHref();
  const t = useMessages();
  const jobTags = useJobTags();
  return (
    <RemovableCardList
      listKey="/saved-jobs"
      load={(locale) => browserApi.get('/saved-jobs', { locale })}
      initial={jobs}
      remove={async (job, locale) => {
        await browserApi.delete('/saved-jobs/:jobId', { params: { jobId: job.id }, locale });
      }}
      messages="user.savedJobs"
      removedMessage={() => t('jobs.unsaved')}
      emptyIcon="saved"
      emptyAction={{ route: 'jobs', path: '/jobs', label: 'user.findJobs' }}
      renderCard={(job, { pending, remove }) => (
        <JobCard
          key={job.id}
          title={job.title}
          href={href(jobPath(job))}
          companyName={job.companyName}
          companyLogoUrl={mediaSrc(job.companyLogoUrl)}
          location={job.location.city}
          salary={job.salary}
          homeOffice={job.extras.includes('homeOffice')}
          remote={job.extras.includes('remote')}
          tags={jobTags(job)}
          deadline={job.deadline}
          status={job.status}
          saved={!pending}
          onToggleSave={(saved) => {
            if (!saved) remove();
          }}
          headingLevel={2}
        />
      )}
    />
  );
}
