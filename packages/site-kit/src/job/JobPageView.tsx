import type { JobCard, JobDetail } from '@allas/core';
import { Column, Columns, Container, Stack } from '@allas/ui';
import { mediaSrc } from '../api/mediaSrc';
import { CompanyBox } from './CompanyBox';
import { JobAd } from './JobAd';
import { RelatedJobs } from './RelatedJobs';

export interface JobPageViewProps {
  job: JobDetail;
  related: readonly JobCard[] | null;
  companyHref: string;
  shareUrl: string;
  hrefOf: (job: JobCard) => string;
  saved: boolean;
  saving?: boolean;
  onToggleSave: (next: boolean) => void;
  onApply: () => void;
}

/** The whole job page: the ad beside the employer box, similar jobs under them. */
export function JobPageView({
  job,
  related,
  companyHref,
  shareUrl,
  hrefOf,
  saved,
  saving,
  onToggleSave,
  onApply,
}: JobPageViewProps) {
  return (
    <Container>
      <Stack space="xxlarge">
        <Columns space="xlarge" collapseBelow="desktop">
          <Column width="2/3">
            <JobAd
              job={job}
              companyHref={companyHref}
              shareUrl={shareUrl}
              saved={saved}
              saving={saving}
              onToggleSave={onToggleSave}
              onApply={onApply}
            />
          </Column>
          <Column width="1/3">
            <CompanyBox
              name={job.company.name}
              logoUrl={mediaSrc(job.companyLogoUrl) ?? null}
              openJobCount={job.company.openJobCount}
              href={companyHref}
            />
          </Column>
        </Columns>
        <RelatedJobs jobs={related} hrefOf={hrefOf} />
      </Stack>
    </Container>
  );
}
