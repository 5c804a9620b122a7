import type { JobCard as JobCardData } from '@allas/core';
import { JobCard } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { jobPath } from '../jobs/jobPath';
import { useJobTags } from '../jobs/useJobTags';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { HomeSection } from './HomeSection';
import { jobCardProps } from './jobCardProps';

/** The job the editors picked for today, as one wide card. */
export function DailyFavouriteSection({ job }: { job: JobCardData | null }) {
  const t = useMessages();
  const jobTags = useJobTags();
  const href = useLocalizedHref();
  if (job === null) return null;
  return (
    <HomeSection
      id="home-daily-favourite"
      heading={t('home.dailyFavouriteHeading')}
      background="sunken"
    >
      <JobCard
        {...jobCardProps(job)}
        tags={jobTags(job)}
        href={href(jobPath(job))}
        layout="wide"
        headingLevel={3}
      />
    </HomeSection>
  );
}
