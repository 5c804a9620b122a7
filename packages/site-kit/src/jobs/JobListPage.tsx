import type { JobCard } from '@allas/core';
import { Container, Stack } from '@allas/ui';
import { JobListHeader } from './JobListHeader';
import { JobResults } from './JobResults';
import {
  type JobListFilters,
  type JobListPageData,
  jobListCodec,
  jobListSorts,
} from './jobsLoader';
import { popularTags } from './popularTags';

export interface JobListPageProps extends Omit<JobListPageData, 'savedIds' | 'title'> {
  title: string;
  onListChange: (filters: JobListFilters) => void;
  busy?: boolean;
  localize: (path: string) => string;
  isSaved?: (jobId: string) => boolean;
  onToggleSave?: (job: JobCard, saved: boolean) => void;
}

/** The address of a page or order of a list: the page's own path with the query. */
export function listHref(filters: JobListFilters): string {
  const query = jobListCodec.toQuery(filters);
  return query ? `?${query}` : '.';
}

/** /junior-jobs and /list/jobs/:slug: the list's head, then its jobs page by page. */
export function JobListPage({
  title,
  filters,
  result,
  banner,
  onListChange,
  busy,
  localize,
  isSaved,
  onToggleSave,
}: JobListPageProps) {
  return (
    <Container>
      <Stack space="xlarge">
        <JobListHeader
          title={title}
          total={result?.total ?? null}
          banner={banner}
          tags={popularTags(result?.items ?? [])}
          localize={localize}
        />
        <JobResults
          result={result}
          sort={filters.sort}
          sortOptions={jobListSorts}
          onSortChange={(sort) =>
            onListChange({ ...filters, sort: sort as JobListFilters['sort'], page: 1 })
          }
          hrefForPage={(page) => listHref({ ...filters, page })}
          busy={busy}
          localize={localize}
          isSaved={isSaved}
          onToggleSave={onToggleSave}
        />
      </Stack>
    </Container>
  );
}
