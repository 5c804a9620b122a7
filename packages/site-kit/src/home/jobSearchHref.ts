import {
  defaultJobSearchFilters,
  type JobSearchFilters,
  jobSearchFiltersToQuery,
} from '@allas/core';

/** The job list's address for a search, in core's URL filter codec (parameter order and names). */
export function jobSearchPath(filters: Partial<JobSearchFilters>): string {
  const query = jobSearchFiltersToQuery({ ...defaultJobSearchFilters, ...filters });
  return query === '' ? '/jobs' : `/jobs?${query}`;
}
