import type { z } from 'zod';
import { createFilterCodec, type FiltersOf } from '../query/filterCodec';
import {
  enumField,
  enumListField,
  flagField,
  pageField,
  slugField,
  slugListField,
  textField,
} from '../query/queryFields';
import { filterSchema } from '../query/querySchema';
import type { QueryInput } from '../query/queryString';
import { jobExtras } from './jobExtras';
import { jobLevels } from './jobLevels';
import { jobSortOrders } from './jobSortOrders';
import { jobTypes } from './jobTypes';

export const MAX_SEARCH_TEXT_LENGTH = 200;
export const MAX_LOCATION_LENGTH = 100;
export const MAX_SUBCATEGORIES = 30;
/** Deeper pages are not useful to people and only cost the database. */
export const MAX_LIST_PAGE = 1000;

/** Field order here is the parameter order in every job-search URL. */
export const jobSearchFilterCodec = createFilterCodec({
  text: textField('q', MAX_SEARCH_TEXT_LENGTH),
  category: slugField('category'),
  subcategories: slugListField('subcategories', MAX_SUBCATEGORIES),
  location: textField('location', MAX_LOCATION_LENGTH),
  types: enumListField('types', jobTypes),
  extras: enumListField('extras', jobExtras),
  levels: enumListField('levels', jobLevels),
  withSalary: flagField('salary'),
  onlyNew: flagField('new'),
  onlyExpiring: flagField('expiring'),
  page: pageField('page', MAX_LIST_PAGE),
  sort: enumField('sort', jobSortOrders, 'relevance'),
});

export type JobSearchFilters = FiltersOf<typeof jobSearchFilterCodec.fields>;
export const jobSearchFiltersSchema: z.ZodType<JobSearchFilters> =
  /* @__PURE__ */ filterSchema(jobSearchFilterCodec);
export const defaultJobSearchFilters: JobSearchFilters = jobSearchFilterCodec.defaults;

export function jobSearchFiltersFromQuery(query: QueryInput): JobSearchFilters {
  return jobSearchFilterCodec.fromQuery(query);
}

/** `q=java&types=fullTime,partTime&salary=1`; empty for the default search. */
export function jobSearchFiltersToQuery(filters: JobSearchFilters): string {
  return jobSearchFilterCodec.toQuery(filters);
}

/** Entries for `new URLSearchParams(entries)`, in the stable parameter order. */
export function jobSearchFiltersToEntries(filters: JobSearchFilters): Array<[string, string]> {
  return jobSearchFilterCodec.toEntries(filters);
}
