import { Box, Container, Stack } from '@allas/ui';
import { useLoaderData } from 'react-router';
import { CompanyResults } from '../companies/CompanyResults';
import { CompanySearch } from '../companies/CompanySearch';
import { type CompaniesData, companiesLoader, companiesMeta } from '../companies/companiesLoader';
import { companiesPath } from '../companies/companyFilterValue';
import { useCompanyFollowing } from '../companies/useCompanyFollowing';
import { useListNavigation } from '../jobs/useListNavigation';
import { useLocalizedHref } from '../routing/useLocalizedHref';

export const loader = companiesLoader;
export const meta = companiesMeta;

/** /companies: the company directory; every filter and the page live in the URL. */
export default function Companies() {
  const { filters, list } = useLoaderData<CompaniesData>();
  const { goTo, busy } = useListNavigation();
  const sitePath = useLocalizedHref();
  const following = useCompanyFollowing();
  const filtered = companiesPath({ ...filters, page: 1 }) !== '/companies';
  return (
    <Box paddingY="xlarge">
      <Container>
        <Stack space="xlarge">
          <CompanySearch
            filters={filters}
            industries={list?.facets.industries ?? []}
            locations={list?.facets.locations ?? []}
            onSearch={(next) => void goTo(sitePath(companiesPath(next)))}
          />
          <CompanyResults
            list={list}
            hrefForPage={(page) => sitePath(companiesPath({ ...filters, page }))}
            clearHref={filtered ? sitePath('/companies') : undefined}
            companyHref={(slug) => sitePath(`/company/${slug}`)}
            followOf={following.followOf}
            onToggleFollow={following.onToggleFollow}
            searching={busy}
          />
        </Stack>
      </Container>
    </Box>
  );
}
