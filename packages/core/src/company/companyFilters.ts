import type { z } from 'zod';
import { jobExtras } from '../job/jobExtras';
import {
  MAX_LIST_PAGE,
  MAX_LOCATION_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
} from '../job/jobSearchFilters';
import { createFilterCodec, type FiltersOf } from '../query/filterCodec';
import {
  enumListField,
  optionalEnumField,
  pageField,
  slugField,
  textField,
} from '../query/queryFields';
import { filterSchema } from '../query/querySchema';
import type { QueryInput } from '../query/queryString';
import { companySizeBands } from './companySizeBands';

/** Field order here is the parameter order in every company-search URL. */
export const companyFilterCodec = createFilterCodec({
  search: textField('q', MAX_SEARCH_TEXT_LENGTH),
  location: textField('location', MAX_LOCATION_LENGTH),
  industry: slugField('industry'),
  size: optionalEnumField('size', companySizeBands),
  extras: enumListField('extras', jobExtras),
  page: pageField('page', MAX_LIST_PAGE),
});

export type CompanyFilters = FiltersOf<typeof companyFilterCodec.fields>;
export const companyFiltersSchema: z.ZodType<CompanyFilters> =
  /* @__PURE__ */ filterSchema(companyFilterCodec);
export const defaultCompanyFilters: CompanyFilters = companyFilterCodec.defaults;

export function companyFiltersFromQuery(query: QueryInput): CompanyFilters {
  return companyFilterCodec.fromQuery(query);
}

export function companyFiltersToQuery(filters: CompanyFilters): string {
  return companyFilterCodec.toQuery(filters);
}

export function companyFiltersToEntries(filters: CompanyFilters): Array<[string, string]> {
  return companyFilterCodec.toEntries(filters);
}
