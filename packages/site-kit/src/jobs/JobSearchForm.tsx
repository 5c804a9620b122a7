import type {
  CategoryCountTree,
  JobSearchFilters,
  JobSearchResult,
  LocationCount,
} from '@allas/core';
import { FilterPanel, SearchBar } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import {
  fromPanelValue,
  jobFilterOptions,
  toPanelValue,
  usesDetailedFilters,
} from './jobFilterOptions';

export interface JobSearchFormProps {
  /** The search in the URL. */
  filters: JobSearchFilters;
  categories: readonly CategoryCountTree[];
  locations: readonly LocationCount[];
  /** Runs a new search (the caller puts it in the URL). */
  onSearch: (filters: JobSearchFilters) => void;
}

/** The place options: the api's cities, plus the URL's place when the api does not list it. */
function cityOptions(filters: JobSearchFilters, locations: readonly LocationCount[]) {
  const options = locations.map((location) => ({ value: location.city, label: location.city }));
  if (filters.location && !options.some((option) => option.value === filters.location)) {
    options.unshift({ value: filters.location, label: filters.location });
  }
  return options;
}

/** The basic search (text, place, category); it searches on submit. */
export function JobSearchForm({ filters, categories, locations, onSearch }: JobSearchFormProps) {
  const t = useMessages();
  return (
    <SearchBar
      // The bar keeps what is typed; a search from elsewhere (the panel, a link) starts it afresh.
      key={`${filters.text}|${filters.location}|${filters.category ?? ''}`}
      label={t('jobs.searchLabel')}
      textLabel={t('jobs.textLabel')}
      locationLabel={t('jobs.locationLabel')}
      locationOptions={cityOptions(filters, locations)}
      locationPlaceholder={t('jobs.anyLocation')}
      categoryLabel={t('jobs.categoryLabel')}
      categoryOptions={categories.map((category) => ({
        value: category.slug,
        label: category.name,
      }))}
      categoryPlaceholder={t('jobs.anyCategory')}
      defaultValues={{
        text: filters.text,
        location: filters.location,
        category: filters.category ?? '',
      }}
      onSubmit={(values) => {
        const category = values.category || undefined;
        onSearch({
          ...filters,
          text: values.text,
          location: values.location,
          category,
          subcategories: category === filters.category ? filters.subcategories : [],
          page: 1,
        });
      }}
    />
  );
}

export interface JobFiltersProps extends JobSearchFormProps {
  /** The current search's facet counts (null when the api gave none). */
  facets: JobSearchResult['facets'];
}

/**
 * The detailed search: every filter of spec §3 with facet counts, searching at once on a change.
 * Open beside the results from the desktop breakpoint; below it, folded behind "Filters (n)".
 */
export function JobFilters({ filters, categories, locations, facets, onSearch }: JobFiltersProps) {
  const t = useMessages();
  return (
    <FilterPanel
      value={toPanelValue(filters)}
      onChange={(next) => onSearch(fromPanelValue(filters, next))}
      options={jobFilterOptions(t, categories, locations, facets, filters.location)}
      labels={{
        categories: t('jobs.filter.categories'),
        locations: t('jobs.filter.locations'),
        types: t('jobs.filter.types'),
        extras: t('jobs.filter.extras'),
        levels: t('jobs.filter.levels'),
        withSalary: t('jobs.filter.withSalary'),
        onlyNew: t('jobs.filter.onlyNew'),
        onlyExpiring: t('jobs.filter.onlyExpiring'),
      }}
      collapse="belowDesktop"
      // Folded, it opens at first when the URL already uses a filter the basic search lacks.
      defaultExpanded={usesDetailedFilters(filters)}
    />
  );
}
