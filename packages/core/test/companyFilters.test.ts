import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CompanyFilters,
  companyFiltersFromQuery,
  companyFiltersSchema,
  companyFiltersToEntries,
  companyFiltersToQuery,
  companyListQuerySchema,
  companySizeBands,
  defaultCompanyFilters,
  jobExtras,
} from '../src/index';
import { UrlSearchParams } from './urlSearchParams';

const canonicalFilters: fc.Arbitrary<CompanyFilters> = fc.record({
  search: fc.string({ maxLength: 50 }).map((value) => value.trim()),
  location: fc.constantFrom('', 'Budapest', 'Cluj-Napoca', 'Székesfehérvár', 'Brașov'),
  industry: fc.option(fc.stringMatching(/^[a-z]{2,10}(-[a-z]{2,10})?$/), { nil: undefined }),
  size: fc.option(fc.constantFrom(...companySizeBands), { nil: undefined }),
  extras: fc.subarray([...jobExtras]),
  page: fc.integer({ min: 1, max: 1000 }),
});

describe('company filters in the URL', () => {
  it('writes search, location, industry, size and extras in a stable order', () => {
    expect(
      companyFiltersToQuery({
        ...defaultCompanyFilters,
        extras: ['remote', 'homeOffice'],
        size: '50-249',
        industry: 'informatika',
        location: 'Brașov',
        search: 'szoftver',
      }),
    ).toBe(
      'q=szoftver&location=Bra%C8%99ov&industry=informatika&size=50-249&extras=homeOffice,remote',
    );
    expect(companyFiltersToQuery(defaultCompanyFilters)).toBe('');
  });

  it('drops an unknown size or extra from a pasted link', () => {
    expect(companyFiltersFromQuery('size=huge&extras=remote,gym&industry=IT')).toEqual({
      ...defaultCompanyFilters,
      extras: ['remote'],
    });
  });

  it('round-trips every canonical filter set losslessly', () => {
    fc.assert(
      fc.property(canonicalFilters, (filters) => {
        expect(companyFiltersFromQuery(companyFiltersToQuery(filters))).toEqual(filters);
        expect(
          companyFiltersFromQuery(new UrlSearchParams(companyFiltersToEntries(filters))),
        ).toEqual(filters);
        expect(companyFiltersSchema.parse(filters)).toEqual(filters);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (query) => {
        const filters = companyFiltersFromQuery(query);
        expect(companyFiltersFromQuery(companyFiltersToQuery(filters))).toEqual(filters);
      }),
      { numRuns: 100 },
    );
  });
});

describe('one vocabulary from the company-search URL to the api', () => {
  it('the api reads every URL a page writes as the very filters the page holds', () => {
    fc.assert(
      fc.property(canonicalFilters, (filters) => {
        const query = { region: 'hu', ...Object.fromEntries(companyFiltersToEntries(filters)) };
        expect(companyListQuerySchema.parse(query)).toEqual({
          ...filters,
          region: 'hu',
          perPage: 20,
        });
      }),
    );
  });

  it('the api refuses a size outside the bands and parameters it does not know', () => {
    expect(companyListQuerySchema.safeParse({ size: 'huge' }).success).toBe(false);
    expect(companyListQuerySchema.safeParse({ search: 'Duna' }).success).toBe(false);
  });
});
