import type {
  CategoryCountTree,
  JobSearchFilters,
  JobSearchResult,
  LocationCount,
} from '@allas/core';
import { FilterPanel, SearchBar, type SearchBarMode } from '@allas/ui';
import { useState } from 'react';
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
  /** The current search's facet counts (null when the api gave none). */
  facets: JobSearchResult['facets'];
  /** Runs a new search (the caller puts it in the URL). */
  onSearch: (filters: JobSearchFilters) => void;
}

/**
 * The basic search (text, place, category) and, behind "Show filters", the detailed search: every
 * filter of spec §3 with facet counts. Filter changes search at once; the text on submit.
 */
export function JobSearchForm({
  filters,
  categories,
  locations,
  facets,
  onSearch,
}: JobSearchFormProps) {
  const t = useMessages();
  const [mode, setMode] = useState<SearchBarMode>(() =>
    usesDetailedFilters(filters) ? 'detailed' : 'basic',
  );
  const cityOptions = locations.map((location) => ({ value: location.city, label: location.city }));
  if (filters.location && !cityOptions.some((option) => option.value === filters.location)) {
    cityOptions.unshift({ value: filters.location, label: filters.location });
  }
  return (
    <SearchBar
      // The bar keeps what is typed; a search from elsewhere (the panel, a link) starts it afresh.
      key={`${filters.text}|${filters.location}|${filters.category ?? ''}`}
      label={t('jobs.searchLabel')}
      textLabel={t('jobs.textLabel')}
      locationLabel={t('jobs.locationLabel')}
      locationOptions={cityOptions}
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
      mode={mode}
      onModeChange={setMode}
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
    >
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
        defaultExpanded
      />
    </SearchBar>
  );
}
