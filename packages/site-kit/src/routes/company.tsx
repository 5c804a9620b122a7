import { Alert, Box, Container, Stack } from '@allas/ui';
import { useLoaderData, useLocation } from 'react-router';
import { CompanyHeader, openJobsSectionId } from '../companies/CompanyHeader';
import { CompanyJobs } from '../companies/CompanyJobs';
import { CompanyOffices } from '../companies/CompanyOffices';
import { CompanyStory } from '../companies/CompanyStory';
import { CompanyValues } from '../companies/CompanyValues';
import {
  type CompanyData,
  companyLoader,
  companyMeta,
  companyPageCodec,
} from '../companies/companyLoader';
import { useCompanyFollowing } from '../companies/useCompanyFollowing';
import { formatMonth } from '../home/WorkplaceOfTheMonthSection';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';

export const loader = companyLoader;
export const meta = companyMeta;

/** /company/:slug: about, life, mission, follow, open jobs, offices and values of one company. */
export default function Company() {
  const { company, mapsKey, workplaceMonth } = useLoaderData<CompanyData>();
  const locale = usePageLanguage();
  const t = useMessages();
  const sitePath = useLocalizedHref();
  const following = useCompanyFollowing();
  const { pathname } = useLocation();
  // Another page of jobs keeps the reader at the jobs section rather than the top of the company.
  const jobPageHref = (page: number) => {
    const query = companyPageCodec.toQuery({ page });
    return `${pathname}${query ? `?${query}` : ''}#${openJobsSectionId}`;
  };
  return (
    <Box paddingY="xlarge">
      <Container>
        {company === null ? (
          <Alert tone="error">{t('companies.page.loadFailed')}</Alert>
        ) : (
          <Stack space="xlarge">
            <CompanyHeader
              company={company}
              companiesHref={sitePath('/companies')}
              follow={following.followOf(company)}
              onToggleFollow={() => following.onToggleFollow(company)}
              workplaceOfTheMonth={workplaceMonth ? formatMonth(workplaceMonth, locale) : undefined}
            />
            <CompanyStory about={company.about} life={company.life} mission={company.mission} />
            <CompanyJobs
              jobs={company.jobs}
              jobHref={(job) => sitePath(`/job/${job.companySlug}/${job.slug}`)}
              pages={{ ...company.jobPages, hrefForPage: jobPageHref }}
            />
            <CompanyValues values={company.values} />
            <CompanyOffices offices={company.offices} mapsKey={mapsKey} />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
