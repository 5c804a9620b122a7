import {
  createFilterCodec,
  type FiltersOf,
  isJobLevel,
  jobLevels,
  optionalEnumField,
  type RegionKey,
  regionKeys,
  slugField,
} from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import type { ApiAnswer } from '../api/typedApi';
import { markPageUnavailable } from '../routing/pageAvailability';
import { apiRegionOf } from '../routing/requestContext';

/** The salaries page's filters in the URL: country (absent: the site's own), category and level. */
export const statisticsCodec = createFilterCodec({
  region: optionalEnumField('region', regionKeys),
  category: slugField('category'),
  level: optionalEnumField('level', jobLevels),
});

export type StatisticsFilters = FiltersOf<typeof statisticsCodec.fields>;

/** The api's GET /salary-statistics: the country's currency and its rows. */
type SalaryStatisticsAnswer = ApiAnswer<'salaryStatistics'>;
/** One row of the api's statistics: a category, level and basis with its figures. */
export type SalaryStatisticsRow = SalaryStatisticsAnswer['rows'][number];

export interface SalaryStatisticsData {
  filters: StatisticsFilters;
  /** The country shown: the filter's, else the site's. */
  region: RegionKey;
  /** null: the api could not answer (an inline message instead of the table). */
  statistics: {
    currency: SalaryStatisticsAnswer['currency'];
    /** Every category with salaries in the country, for the category filter. */
    categories: { slug: string; name: string }[];
    rows: SalaryStatisticsRow[];
  } | null;
}

/** Levels in the core's order (least experienced first), the api's unknown levels last. */
function levelOrder(level: string): number {
  return isJobLevel(level) ? jobLevels.indexOf(level) : jobLevels.length;
}

/**
 * The country's statistics in one api call: the category list comes from the unfiltered rows, and
 * the category and level filters are applied here, so the filter options never depend on the
 * chosen filters.
 */
export async function salaryStatisticsLoader(
  args: LoaderFunctionArgs,
): Promise<SalaryStatisticsData> {
  const filters = statisticsCodec.fromQuery(new URL(args.request.url).searchParams);
  const region = filters.region ?? apiRegionOf(args);
  try {
    const response = await loaderApi(args).get('/salary-statistics', { query: { region } });
    const categories = new Map<string, string>();
    for (const row of response.rows) categories.set(row.category, row.categoryName);
    const rows = response.rows
      .filter((row) => filters.category === undefined || row.category === filters.category)
      .filter((row) => filters.level === undefined || row.level === filters.level)
      .sort(
        (a, b) =>
          a.categoryName.localeCompare(b.categoryName) ||
          levelOrder(a.level) - levelOrder(b.level) ||
          a.basis.localeCompare(b.basis),
      );
    return {
      filters,
      region,
      statistics: {
        currency: response.currency,
        categories: [...categories]
          .map(([slug, name]) => ({ slug, name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        rows,
      },
    };
  } catch {
    markPageUnavailable(args);
    return { filters, region, statistics: null };
  }
}
