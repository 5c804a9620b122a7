import type { JobCard as JobCardData } from '@allas/core';
import { JobCard, Pagination, Stack, Text } from '@allas/ui';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';
import { useJobTags } from '../jobs/useJobTags';
import { openJobsSectionId } from './CompanyHeader';
import { CompanySection } from './CompanySection';

/** Where a page of the company's jobs is among all of them (the api's `jobPages`). */
export interface CompanyJobPages {
  page: number;
  totalPages: number;
  /** A page's address (the company page with its `page`, at the jobs section). */
  hrefForPage: (page: number) => string;
}

/**
 * The company's open positions as job cards, a page at a time (the pages below them when there are
 * more), or a sentence saying there are none.
 */
export function CompanyJobs({
  jobs,
  jobHref,
  pages,
}: {
  jobs: readonly JobCardData[];
  /** A job ad's address. */
  jobHref: (job: JobCardData) => string;
  pages?: CompanyJobPages;
}) {
  const t = useMessages();
  const jobTags = useJobTags();
  return (
    <CompanySection title={t('companies.page.openJobs')} id={openJobsSectionId}>
      {jobs.length === 0 ? (
        <Text tone="muted">{t('companies.page.noOpenJobs')}</Text>
      ) : (
        <Stack as="ul" space="medium">
          {jobs.map((job) => (
            <JobCard
              key={job.id}
              title={job.title}
              href={jobHref(job)}
              companyName={job.companyName}
              companyLogoUrl={mediaSrc(job.companyLogoUrl)}
              location={job.location.city}
              salary={job.salary}
              homeOffice={job.extras.includes('homeOffice')}
              remote={job.extras.includes('remote')}
              tags={jobTags(job)}
              deadline={job.deadline.slice(0, 10)}
              status={job.status}
              headingLevel={3}
            />
          ))}
        </Stack>
      )}
      {pages && pages.totalPages > 1 ? (
        <Pagination
          page={pages.page}
          pageCount={pages.totalPages}
          hrefForPage={pages.hrefForPage}
          label={t('companies.page.jobPages')}
        />
      ) : null}
    </CompanySection>
  );
}
