import type { JobCard as JobCardData } from '@allas/core';
import { JobCard } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { jobPath } from '../jobs/jobPath';
import { useJobTags } from '../jobs/useJobTags';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { CardGrid } from './CardGrid';
import { HomeSection } from './HomeSection';
import { jobCardProps } from './jobCardProps';

/** Job ads as cards, each linking to its ad. */
export function JobCards({ jobs }: { jobs: readonly JobCardData[] }) {
  const href = useLocalizedHref();
  const jobTags = useJobTags();
  return (
    <CardGrid
      items={jobs}
      itemKey={(job) => job.id}
      render={(job) => (
        <JobCard
          {...jobCardProps(job)}
          tags={jobTags(job)}
          href={href(jobPath(job))}
          headingLevel={3}
        />
      )}
    />
  );
}

const headings = {
  recommended: 'home.recommendedHeading',
  partner: 'home.partnerHeading',
} as const;

/**
 * A home page list of jobs: the recommended ones (the visitor's categories first when signed in)
 * or the featured partner jobs.
 */
export function JobsSection({
  kind,
  jobs,
}: {
  kind: keyof typeof headings;
  jobs: readonly JobCardData[];
}) {
  const t = useMessages();
  if (jobs.length === 0) return null;
  return (
    <HomeSection id={`home-${kind}-jobs`} heading={t(headings[kind])}>
      <JobCards jobs={jobs} />
    </HomeSection>
  );
}
