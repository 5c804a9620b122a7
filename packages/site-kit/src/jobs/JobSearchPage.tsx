import type { JobCard } from '@allas/core';
import { type JobSearchFilters, jobSearchFiltersToQuery, jobSortOrders } from '@allas/core';
import { Button, Container, Heading, Inline, Stack } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { JobResults } from './JobResults';
import { JobFilters, JobSearchForm } from './JobSearchForm';
import * as layout from './jobSearchLayout.css';
import type { JobsPageData } from './jobsLoader';

export interface JobSearchPageProps extends Omit<JobsPageData, 'savedIds'> {
  /** Runs a search (the route puts it in the URL). */
  onSearch: (filters: JobSearchFilters) => void;
  busy?: boolean;
  localize: (path: string) => string;
  isSaved?: (jobId: string) => boolean;
  onToggleSave?: (job: JobCard, saved: boolean) => void;
  /** A signed-in visitor's "alert me about this search" (useAlertFromSearch); absent for guests. */
  alertFromSearch?: { create: () => Promise<void>; pending: boolean };
}

/** The address of a search: the page's own path with the search's query. */
export function searchHref(filters: JobSearchFilters): string {
  const query = jobSearchFiltersToQuery(filters);
  return query ? `?${query}` : '.';
}

/** /jobs: the heading, the basic search, and the filters beside (desktop) or above the results. */
export function JobSearchPage({
  filters,
  result,
  categories,
  locations,
  onSearch,
  busy,
  localize,
  isSaved,
  onToggleSave,
  alertFromSearch,
}: JobSearchPageProps) {
  const t = useMessages();
  return (
    <Container>
      <Stack space="xlarge">
        <Stack space="large">
          {alertFromSearch ? (
            <Inline space="medium" align="spaceBetween" alignY="center">
              <Heading level={1}>{t('jobs.heading')}</Heading>
              <Button
                variant="secondary"
                size="small"
                leadingIcon="mail"
                loading={alertFromSearch.pending}
                onClick={() => void alertFromSearch.create()}
              >
                {t('jobs.alertFromSearch')}
              </Button>
            </Inline>
          ) : (
            <Heading level={1}>{t('jobs.heading')}</Heading>
          )}
          <JobSearchForm
            filters={filters}
            categories={categories}
            locations={locations}
            onSearch={onSearch}
          />
        </Stack>
        <div className={layout.columns}>
          <div className={layout.sidebar}>
            <JobFilters
              filters={filters}
              categories={categories}
              locations={locations}
              facets={result?.facets ?? null}
              onSearch={onSearch}
            />
          </div>
          <JobResults
            result={result}
            sort={filters.sort}
            // Relevance orders by the text; without text it is the featured-first default.
            sortOptions={jobSortOrders}
            onSortChange={(sort) => onSearch({ ...filters, sort, page: 1 })}
            hrefForPage={(page) => searchHref({ ...filters, page })}
            resetHref={localize('/jobs')}
            busy={busy}
            localize={localize}
            isSaved={isSaved}
            onToggleSave={onToggleSave}
          />
        </div>
      </Stack>
    </Container>
  );
}
