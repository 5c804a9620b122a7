import type { JobCard as JobCardData } from '@allas/core';
import { Alert, Box, Heading, JobCard, Stack } from '@allas/ui';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';
import { jobLabels, jobSalary, locationText } from '../jobs/jobLabels';

export interface RelatedJobsProps {
  /** Open jobs of the same category; null when the api could not say. */
  jobs: readonly JobCardData[] | null;
  /** The in-site path (with the language prefix) of a job. */
  hrefOf: (job: JobCardData) => string;
}

/** Similar open jobs under the ad; nothing when there are none. */
export function RelatedJobs({ jobs, hrefOf }: RelatedJobsProps) {
  const t = useMessages();
  if (jobs !== null && jobs.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="job-related-heading">
      <Stack space="medium">
        <Heading level={2} id="job-related-heading">
          {t('job.relatedHeading')}
        </Heading>
        {jobs === null ? (
          <Alert tone="info">{t('job.relatedUnavailable')}</Alert>
        ) : (
          <Stack as="ul" space="medium">
            {jobs.map((job) => {
              const labels = jobLabels(job, t);
              return (
                <JobCard
                  key={job.id}
                  title={job.title}
                  href={hrefOf(job)}
                  companyName={job.companyName}
                  companyLogoUrl={mediaSrc(job.companyLogoUrl)}
                  location={locationText(job.location)}
                  salary={jobSalary(job.salary)}
                  type={labels.type}
                  level={labels.level}
                  homeOffice={job.extras.includes('homeOffice')}
                  remote={job.extras.includes('remote')}
                  deadline={job.deadline}
                  status={job.status}
                  headingLevel={3}
                />
              );
            })}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
