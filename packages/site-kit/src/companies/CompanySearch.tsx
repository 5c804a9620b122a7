import { type CompanyFilters, industryLabel } from '@allas/core';
import { CompanyFilterBar, type CompanyFilterValue, Heading, Stack, Text } from '@allas/ui';
import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { keepsScroll } from '../shell/useScrollOnNavigation';
import { fromFilterBarValue, toFilterBarValue } from './companyFilterValue';
import type { CompanyFacet } from './companyTypes';

export interface CompanySearchProps {
  /** The search in the URL; the bar starts from it. */
  filters: CompanyFilters;
  industries: readonly CompanyFacet[];
  /** Towns with offices in the region; with none the location is free text. */
  locations: readonly CompanyFacet[];
  /** A new search (page 1): a choice at once, the typed text on submit. */
  onSearch: (filters: CompanyFilters) => void;
}

/** The fields that wait for the search button: the text, and the location while it is typed. */
function typedFields(value: CompanyFilterValue, freeLocation: boolean) {
  return `${value.search}|${freeLocation ? value.location : ''}`;
}

/**
 * The head of the company directory: the page's heading and the filter bar (text, location,
 * industry, size, home office, remote). Like the job filters, a choice (a select, a checkbox)
 * searches at once; the text, typed, searches on submit. The bar stays mounted across its own
 * searches (the focus stays on the control just used; they carry KEEP_SCROLL) and starts afresh
 * from the URL when the URL changes otherwise (back/forward, a link).
 */
export function CompanySearch({ filters, industries, locations, onSearch }: CompanySearchProps) {
  const t = useMessages();
  const [value, setValue] = useState(() => toFilterBarValue(filters));
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    // A search of our own keeps what is on the bar (choices made meanwhile, a text being typed);
    // back/forward, a link (clear the filters, another language) start it afresh from the URL.
    if (navigationType === 'POP' || !keepsScroll(location.state)) {
      setValue(toFilterBarValue(filters));
    }
  }
  const search = (next: CompanyFilterValue) => onSearch(fromFilterBarValue(next));
  // A location from a pasted URL that no office has stays selectable, so the bar shows the search.
  const locationOptions = locations.map((l) => ({ value: l.value, label: l.label }));
  const freeLocation = locationOptions.length === 0;
  if (value.location && !freeLocation && !locationOptions.some((o) => o.value === value.location)) {
    locationOptions.unshift({ value: value.location, label: value.location });
  }
  // The chosen industry stays selectable when the other filters leave it no company (the facets
  // list only industries with results), so the bar keeps showing the search.
  const locale = usePageLanguage();
  const industryOptions = industries.map((i) => ({ value: i.value, label: i.label }));
  if (value.industry && !industryOptions.some((o) => o.value === value.industry)) {
    industryOptions.unshift({
      value: value.industry,
      label: industryLabel(value.industry, locale),
    });
  }
  return (
    <Stack space="medium">
      <Heading level={1}>{t('companies.title')}</Heading>
      <Text tone="muted">{t('companies.intro')}</Text>
      <CompanyFilterBar
        label={t('companies.searchLabel')}
        value={value}
        onChange={(next) => {
          setValue(next);
          // A choice searches at once, with the text of the last search (typing waits for submit).
          if (typedFields(next, freeLocation) === typedFields(value, freeLocation)) {
            const last = toFilterBarValue(filters);
            search({
              ...next,
              search: last.search,
              location: freeLocation ? last.location : next.location,
            });
          }
        }}
        onSubmit={search}
        industryOptions={industryOptions}
        locationOptions={freeLocation ? undefined : locationOptions}
      />
    </Stack>
  );
}
