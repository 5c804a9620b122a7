import type { JobCard as JobCardData } from '@allas/core';
import { JobCard } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { jobPath } from '../jobs/jobPath';
import { useJobTags } from '../jobs/useJobTags';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { CardGrid } from './CardGrid';
import { HomeSection } from './HomeSection';
import { jobCardProps } from './jobCardProps';

/**
 * Job ads as cards, each linking to its ad. A grid column is a card's width, not the page's, so
 * the cards take the compact layout (logo beside the title, facts across the card) at every
 * viewport: the wide one's logo column left a three-column grid's salary no room on one line.
 */
export function JobCards({
  jobs,
  markPromotion = true,
}: {
  jobs: readonly JobCardData[];
  /** False where the list itself is the promotion (its heading says so): no card is singled out. */
  markPromotion?: boolean;
}) {
  const href = useLocalizedHref();
  const jobTags = useJobTags();
  return (
    <CardGrid
      items={jobs}
      itemKey={(job) => job.id}
      render={(job) => {
        const props = jobCardProps(job);
        return (
          <JobCard
            {...props}
            promotion={markPromotion ? props.promotion : undefined}
            layout="compact"
            tags={jobTags(job)}
            href={href(jobPath(job))}
            headingLevel={3}
          />
        );
      }}
    />
  );
}

const headings = {
  recommended: 'home.recommendedHeading',
  partner: 'home.partnerHeading',
} as const;

/**
 * A home page list of jobs: the recommended ones (the visitor's categories first when signed in,
 * a few featured ads marked among them) or the featured partner jobs, whose heading is their
 * mark: every card of that list is a partner's, so none carries the per-card border and badge.
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
      <JobCards jobs={jobs} markPromotion={kind !== 'partner'} />
    </HomeSection>
  );
}
