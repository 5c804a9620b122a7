import type { CategoryCountTree, FacetCount, JobSearchResult, LocationCount } from '@allas/core';
import { type JobSearchFilters, jobExtras, jobLevels, jobTypes } from '@allas/core';
import type { JobFilterOptions, JobFilterValue } from '@allas/ui';
import type { Translate } from '../i18n/useMessages';
import { jobExtraMessage, jobLevelMessage, jobTypeMessage } from './jobLabels';

type Facets = JobSearchResult['facets'];

const countIn = (list: readonly FacetCount[] | undefined, value: string, fallback: number) =>
  list ? (list.find((facet) => facet.value === value)?.count ?? 0) : fallback;

/**
 * The filter panel's options: the category tree, the facet's cities, the types, extras and
 * levels, each with the number of jobs it would show (the search's facets; the category tree's
 * own counts when the search gave none).
 */
export function jobFilterOptions(
  t: Translate,
  categories: readonly CategoryCountTree[],
  locations: readonly LocationCount[],
  facets: Facets,
  chosenLocation: string,
): JobFilterOptions {
  const cities: FacetCount[] = facets
    ? [...facets.locations]
    : locations
        .filter((location) => location.count > 0)
        .map((location) => ({ value: location.city, label: location.city, count: location.count }));
  // A place typed into the search is still shown (and can be unticked) when no job is there.
  if (chosenLocation && !cities.some((city) => city.value === chosenLocation)) {
    cities.unshift({ value: chosenLocation, label: chosenLocation, count: 0 });
  }
  const enumOptions = <Value extends string>(
    values: readonly Value[],
    messages: Record<Value, Parameters<Translate>[0]>,
    list: readonly FacetCount[] | undefined,
  ) =>
    values.map((value) => ({
      value,
      label: t(messages[value]),
      count: list ? countIn(list, value, 0) : undefined,
    }));
  return {
    categories: categories.map((category) => ({
      value: category.slug,
      label: category.name,
      count: countIn(facets?.categories, category.slug, category.count),
      subcategories: category.subcategories.map((sub) => ({
        value: sub.slug,
        label: sub.name,
        count: countIn(facets?.subcategories, sub.slug, sub.count),
      })),
    })),
    locations: cities,
    types: enumOptions(jobTypes, jobTypeMessage, facets?.types),
    extras: enumOptions(jobExtras, jobExtraMessage, facets?.extras),
    levels: enumOptions(jobLevels, jobLevelMessage, facets?.levels),
  };
}

/** The URL's filters as the panel shows them: one category and one place at most. */
export function toPanelValue(filters: JobSearchFilters): JobFilterValue {
  return {
    categories: filters.category ? [filters.category] : [],
    subcategories: filters.subcategories,
    locations: filters.location ? [filters.location] : [],
    types: filters.types,
    extras: filters.extras,
    levels: filters.levels,
    withSalary: filters.withSalary,
    onlyNew: filters.onlyNew,
    onlyExpiring: filters.onlyExpiring,
  };
}

/** The newly ticked value, else what is left ticked: the search takes one category and one place. */
function pickOne(next: readonly string[], previous: readonly string[]): string | undefined {
  return next.find((value) => !previous.includes(value)) ?? next[0];
}

/** The panel's ticked codes typed as core's (it offers no others), in the order they were ticked. */
function onlyOf<T extends string>(options: readonly T[], values: readonly string[]): T[] {
  return values.flatMap((value) => options.filter((option) => option === value));
}

/** The panel's next value as the next search (back to page 1; the text and sort order kept). */
export function fromPanelValue(filters: JobSearchFilters, next: JobFilterValue): JobSearchFilters {
  const previous = toPanelValue(filters);
  const category = pickOne(next.categories, previous.categories);
  return {
    ...filters,
    category,
    // Subcategories belong to the category they were chosen under.
    subcategories: category === filters.category ? next.subcategories : [],
    location: pickOne(next.locations, previous.locations) ?? '',
    types: onlyOf(jobTypes, next.types),
    extras: onlyOf(jobExtras, next.extras),
    levels: onlyOf(jobLevels, next.levels),
    withSalary: next.withSalary,
    onlyNew: next.onlyNew,
    onlyExpiring: next.onlyExpiring,
    page: 1,
  };
}

/** Whether the URL uses a filter only the detailed search shows. */
export function usesDetailedFilters(filters: JobSearchFilters): boolean {
  return (
    filters.subcategories.length > 0 ||
    filters.types.length > 0 ||
    filters.extras.length > 0 ||
    filters.levels.length > 0 ||
    filters.withSalary ||
    filters.onlyNew ||
    filters.onlyExpiring
  );
}
