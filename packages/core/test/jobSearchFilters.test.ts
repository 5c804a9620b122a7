import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultJobSearchFilters,
  type JobSearchFilters,
  jobExtras,
  jobLevels,
  jobSearchFilterCodec,
  jobSearchFiltersFromQuery,
  jobSearchFiltersSchema,
  jobSearchFiltersToEntries,
  jobSearchFiltersToQuery,
  jobSearchQuerySchema,
  jobSortOrders,
  jobTypes,
  MAX_LIST_PAGE,
  MAX_SEARCH_TEXT_LENGTH,
} from '../src/index';
import { withoutControlCharacters } from '../src/text/controlCharacters';
import { UrlSearchParams } from './urlSearchParams';

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
const text = (max: number) =>
  fc
    .string({ unit: 'binary', maxLength: max })
    // Control characters never survive a URL round trip (they are dropped), so they are not canonical.
    .map((value) => withoutControlCharacters(value).trim())
    .filter((value) => value.length <= max && value === value.trim());
const subset = <T extends string>(values: readonly T[]) =>
  fc.subarray([...values]).map((picked) => values.filter((value) => picked.includes(value)));

/** Filters in canonical form: what a URL round trip gives back. */
const canonicalFilters: fc.Arbitrary<JobSearchFilters> = fc.record({
  text: text(MAX_SEARCH_TEXT_LENGTH),
  category: fc.option(slug, { nil: undefined }),
  subcategories: fc.uniqueArray(slug, { maxLength: 5 }).map((values) => [...values].sort()),
  location: text(100),
  types: subset(jobTypes),
  extras: subset(jobExtras),
  levels: subset(jobLevels),
  withSalary: fc.boolean(),
  onlyNew: fc.boolean(),
  onlyExpiring: fc.boolean(),
  page: fc.integer({ min: 1, max: MAX_LIST_PAGE }),
  sort: fc.constantFrom(...jobSortOrders),
});

describe('job search filters in the URL', () => {
  it('omits every default, so the plain list has a plain URL', () => {
    expect(jobSearchFiltersToQuery(defaultJobSearchFilters)).toBe('');
    expect(jobSearchFiltersFromQuery('')).toEqual(defaultJobSearchFilters);
    expect(defaultJobSearchFilters).toEqual({
      text: '',
      category: undefined,
      subcategories: [],
      location: '',
      types: [],
      extras: [],
      levels: [],
      withSalary: false,
      onlyNew: false,
      onlyExpiring: false,
      page: 1,
      sort: 'relevance',
    });
  });

  it('writes the parameters in one stable order with lists in canonical order', () => {
    const filters: JobSearchFilters = {
      ...defaultJobSearchFilters,
      sort: 'newest',
      page: 3,
      levels: ['senior', 'junior'],
      types: ['partTime', 'fullTime', 'partTime'],
      subcategories: ['java', 'backend'],
      category: 'it-fejlesztes',
      text: '  senior fejlesztő ',
      location: 'Târgu Mureș',
      onlyExpiring: true,
      withSalary: true,
    };
    expect(jobSearchFiltersToQuery(filters)).toBe(
      'q=senior+fejleszt%C5%91&category=it-fejlesztes&subcategories=backend,java&location=T%C3%A2rgu+Mure%C8%99&types=fullTime,partTime&levels=junior,senior&salary=1&expiring=1&page=3&sort=newest',
    );
    expect(jobSearchFiltersToEntries(filters)[0]).toEqual(['q', 'senior fejlesztő']);
  });

  it('drops invalid values one by one instead of rejecting a pasted URL', () => {
    expect(
      jobSearchFiltersFromQuery(
        '?q=&category=IT%20jobs&subcategories=java,,Bad_Slug,java&types=fullTime,freelance&levels=guru&salary=yes&new=1&page=0&sort=cheapest&utm_source=x&page=%ZZ',
      ),
    ).toEqual({
      ...defaultJobSearchFilters,
      subcategories: ['java'],
      types: ['fullTime'],
      onlyNew: true,
    });
    expect(jobSearchFiltersFromQuery(`page=${MAX_LIST_PAGE + 1}`).page).toBe(1);
    expect(jobSearchFiltersFromQuery('page=007').page).toBe(1);
    expect(jobSearchFiltersFromQuery('new=true&salary=0').onlyNew).toBe(true);
    expect(jobSearchFiltersFromQuery(`q=${'a'.repeat(MAX_SEARCH_TEXT_LENGTH + 1)}`).text).toBe('');
  });

  it('reads repeated parameters and a URLSearchParams object', () => {
    const params = new UrlSearchParams('types=project&types=partTime&category=x&category=it');
    expect(jobSearchFiltersFromQuery(params)).toMatchObject({
      types: ['partTime', 'project'],
      category: 'x',
    });
  });

  it('round-trips every canonical filter set losslessly, also through URLSearchParams', () => {
    fc.assert(
      fc.property(canonicalFilters, (filters) => {
        const query = jobSearchFiltersToQuery(filters);
        expect(jobSearchFiltersFromQuery(query)).toEqual(filters);
        expect(jobSearchFiltersFromQuery(new UrlSearchParams(query))).toEqual(filters);
        expect(
          jobSearchFiltersFromQuery(new UrlSearchParams(jobSearchFiltersToEntries(filters))),
        ).toEqual(filters);
        expect(jobSearchFiltersSchema.parse(filters)).toEqual(filters);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any query string and settles after one round trip', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (query) => {
        const filters = jobSearchFiltersFromQuery(query);
        const canonical = jobSearchFiltersToQuery(filters);
        expect(jobSearchFiltersToQuery(jobSearchFiltersFromQuery(canonical))).toBe(canonical);
        expect(jobSearchFilterCodec.normalize(filters)).toEqual(filters);
      }),
      { numRuns: 300 },
    );
  });

  it('parses a filters JSON body with the defaults filled in', () => {
    expect(jobSearchFiltersSchema.parse({ text: 'java' })).toEqual({
      ...defaultJobSearchFilters,
      text: 'java',
    });
    expect(jobSearchFiltersSchema.safeParse({ page: 0 }).success).toBe(false);
  });
});

describe('one vocabulary from the URL to the api', () => {
  /** A page's search as the api's query: the URL's own entries, plus the site and page size. */
  const apiQueryOf = (filters: JobSearchFilters) => ({
    region: 'ro',
    perPage: '20',
    ...Object.fromEntries(jobSearchFiltersToEntries(filters)),
  });

  it('the api reads every URL a page writes as the very filters the page holds', () => {
    fc.assert(
      fc.property(canonicalFilters, (filters) => {
        expect(jobSearchQuerySchema.parse(apiQueryOf(filters))).toEqual({
          ...filters,
          region: 'ro',
          perPage: 20,
        });
      }),
    );
  });

  it('the api refuses what a URL typed by a person only falls back from', () => {
    for (const query of [
      { salary: 'yes' },
      { types: 'fullTime,volunteer' },
      { category: 'Not A Slug' },
      { page: '0' },
      { page: String(MAX_LIST_PAGE + 1) },
      { q: 'x'.repeat(MAX_SEARCH_TEXT_LENGTH + 1) },
      { sort: 'cheapest' },
      { withSalary: '1' },
    ]) {
      expect(jobSearchQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
      // …where the page's own reading keeps the search going with the default.
      expect(() =>
        jobSearchFiltersFromQuery(new UrlSearchParams(Object.entries(query))),
      ).not.toThrow();
    }
  });
});
