import {
  type CompanyFilters,
  type CompanySizeBand,
  companyFiltersToQuery,
  defaultCompanyFilters,
} from '@allas/core';
import type { CompanyFilterValue, CompanySizeBand as UiSizeBand } from '@allas/ui';

/**
 * core and the api spell the largest band "1000-plus" (it is a URL value); ui's filter bar and
 * card spell it "1000+". Every other band is the same in both.
 */
export function toUiSize(size: CompanySizeBand): UiSizeBand {
  return size === '1000-plus' ? '1000+' : size;
}

export function fromUiSize(size: UiSizeBand): CompanySizeBand {
  return size === '1000+' ? '1000-plus' : size;
}

/** The URL's filters as the filter bar's controlled value. */
export function toFilterBarValue(filters: CompanyFilters): CompanyFilterValue {
  return {
    search: filters.search,
    location: filters.location,
    industry: filters.industry ?? '',
    size: filters.size ? toUiSize(filters.size) : '',
    homeOffice: filters.extras.includes('homeOffice'),
    remote: filters.extras.includes('remote'),
  };
}

/** The filter bar's value as the URL's filters; a new search starts on page 1. */
export function fromFilterBarValue(value: CompanyFilterValue): CompanyFilters {
  return {
    ...defaultCompanyFilters,
    search: value.search.trim(),
    location: value.location.trim(),
    industry: value.industry || undefined,
    size: value.size ? fromUiSize(value.size) : undefined,
    extras: [
      ...(value.homeOffice ? (['homeOffice'] as const) : []),
      ...(value.remote ? (['remote'] as const) : []),
    ],
    page: 1,
  };
}

/** The in-site address of a company search (without the language prefix). */
export function companiesPath(filters: CompanyFilters): string {
  const query = companyFiltersToQuery(filters);
  return query ? `/companies?${query}` : '/companies';
}
