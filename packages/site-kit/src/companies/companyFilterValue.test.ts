import { companyFiltersFromQuery, defaultCompanyFilters } from '@allas/core';
import type { CompanyFilterValue } from '@allas/ui';
import { describe, expect, it } from 'vitest';
import { companiesPath, fromFilterBarValue, toFilterBarValue } from './companyFilterValue';

// The bar with nothing chosen (ui's emptyCompanyFilter; ui's runtime needs a browser-like build).
const emptyCompanyFilter: CompanyFilterValue = {
  search: '',
  location: '',
  industry: '',
  size: '',
  homeOffice: false,
  remote: false,
};

describe('company filters between the URL and the filter bar', () => {
  it('puts every filter of the bar into the URL, in the codec order', () => {
    const filters = fromFilterBarValue({
      search: '  Duna ',
      location: 'Budapest',
      industry: 'software',
      size: '1000+',
      homeOffice: true,
      remote: true,
    });
    expect(companiesPath(filters)).toBe(
      '/companies?q=Duna&location=Budapest&industry=software&size=1000-plus&extras=homeOffice,remote',
    );
  });

  it('reads a URL back into the same bar', () => {
    const query =
      'q=Duna&location=Budapest&industry=software&size=1000-plus&extras=homeOffice&page=3';
    expect(toFilterBarValue(companyFiltersFromQuery(query))).toEqual({
      search: 'Duna',
      location: 'Budapest',
      industry: 'software',
      size: '1000+',
      homeOffice: true,
      remote: false,
    });
  });

  it('starts a new search on page 1 and an empty bar is the bare directory', () => {
    expect(fromFilterBarValue(emptyCompanyFilter)).toEqual(defaultCompanyFilters);
    expect(companiesPath(fromFilterBarValue(emptyCompanyFilter))).toBe('/companies');
    expect(companiesPath({ ...defaultCompanyFilters, page: 2 })).toBe('/companies?page=2');
  });
});
