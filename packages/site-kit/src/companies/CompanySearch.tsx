import type { CompanyFilters } from '@allas/core';
import { CompanyFilterBar, Heading, Stack, Text } from '@allas/ui';
import { useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { fromFilterBarValue, toFilterBarValue } from './companyFilterValue';
import type { CompanyFacet } from './companyTypes';

export interface CompanySearchProps {
  /** The search in the URL; the bar starts from it. */
  filters: CompanyFilters;
  industries: readonly CompanyFacet[];
  /** Towns with offices in the region; with none the location is free text. */
  locations: readonly CompanyFacet[];
  /** A submitted search (page 1). */
  onSearch: (filters: CompanyFilters) => void;
}

/**
 * The head of the company directory: the page's heading and the filter bar (text, location,
 * industry, size, home office, remote). The bar is edited locally and searches on submit; the
 * route keys it by the URL so a back/forward navigation starts it afresh.
 */
export function CompanySearch({ filters, industries, locations, onSearch }: CompanySearchProps) {
  const t = useMessages();
  const [value, setValue] = useState(() => toFilterBarValue(filters));
  // A location from a pasted URL that no office has stays selectable, so the bar shows the search.
  const locationOptions = locations.map((l) => ({ value: l.value, label: l.label }));
  if (value.location && !locationOptions.some((o) => o.value === value.location)) {
    locationOptions.unshift({ value: value.location, label: value.location });
  }
  return (
    <Stack space="medium">
      <Heading level={1}>{t('companies.title')}</Heading>
      <Text tone="muted">{t('companies.intro')}</Text>
      <CompanyFilterBar
        label={t('companies.searchLabel')}
        value={value}
        onChange={setValue}
        onSubmit={(submitted) => onSearch(fromFilterBarValue(submitted))}
        industryOptions={industries.map((i) => ({ value: i.value, label: i.label }))}
        locationOptions={locationOptions.length > 0 ? locationOptions : undefined}
      />
    </Stack>
  );
}
