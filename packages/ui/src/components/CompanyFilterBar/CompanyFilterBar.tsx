import { type FormEvent, type Ref, useId, useState } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useStrings } from '../../provider/useStrings';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import {
  type CompanySizeBand,
  companySizeBands,
  companySizeRanges,
} from '../CompanyCard/companyOptions';
import { companyStrings } from '../CompanyCard/companyStrings';
import { filterStrings } from '../FilterPanel/filterStrings';
import { workplaceStrings } from '../JobCard/workplaceStrings';
import { SearchField } from '../SearchField';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import * as css from './CompanyFilterBar.css';
import { companyFilterStrings } from './companyFilterStrings';

/** The company filters of the spec; an empty string means "any". */
export interface CompanyFilterValue {
  search: string;
  location: string;
  industry: string;
  size: CompanySizeBand | '';
  homeOffice: boolean;
  remote: boolean;
}

export const emptyCompanyFilter: CompanyFilterValue = {
  search: '',
  location: '',
  industry: '',
  size: '',
  homeOffice: false,
  remote: false,
};

/** Field labels; each defaults to the chrome string of the current locale. */
export interface CompanyFilterLabels {
  search?: string;
  location?: string;
  industry?: string;
  size?: string;
  homeOffice?: string;
  remote?: string;
  submit?: string;
}

export interface CompanyFilterBarProps {
  value: CompanyFilterValue;
  onChange: (value: CompanyFilterValue) => void;
  onSubmit: (value: CompanyFilterValue) => void;
  industryOptions: readonly SelectOption[];
  /** Known locations make the field a select; without them it is free text. */
  locationOptions?: readonly SelectOption[];
  /** Names the search landmark when the page has more than one. */
  label?: string;
  labels?: CompanyFilterLabels;
  ref?: Ref<HTMLFormElement>;
}

function isSizeBand(value: string): value is CompanySizeBand {
  return (companySizeBands as readonly string[]).includes(value);
}

/**
 * The company list's filter bar, a search landmark. Controlled: every change goes to `onChange`,
 * the submit button (or Enter) to `onSubmit`. On phones the filters other than the search text fold
 * away behind a toggle.
 */
export function CompanyFilterBar({
  value,
  onChange,
  onSubmit,
  industryOptions,
  locationOptions,
  label,
  labels = {},
  ref,
}: CompanyFilterBarProps) {
  const strings = useStrings(companyFilterStrings, filterStrings, workplaceStrings, commonStrings);
  // The size bands read like the company cards' sizes, so they share the company area's wording.
  const { companySize } = useStrings(companyStrings);
  const filtersId = useId();
  const [open, setOpen] = useState(false);
  const set = <Key extends keyof CompanyFilterValue>(key: Key, next: CompanyFilterValue[Key]) =>
    onChange({ ...value, [key]: next });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ ...value, search: value.search.trim(), location: value.location.trim() });
  };
  const sizeOptions = companySizeBands.map((band) => ({
    value: band,
    label: companySize(...companySizeRanges[band]),
  }));
  const activeFilters = [
    value.location,
    value.industry,
    value.size,
    value.homeOffice,
    value.remote,
  ].filter(Boolean).length;
  const locationLabel = labels.location ?? strings.locationLabel;

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is supported everywhere, <search> not yet
    <form ref={ref} role="search" aria-label={label} className={css.form} onSubmit={submit}>
      <div className={css.mainRow}>
        <div className={css.searchCell}>
          <SearchField
            label={labels.search ?? strings.companySearchLabel}
            name="search"
            value={value.search}
            onChange={(event) => set('search', event.target.value)}
          />
        </div>
        <div className={css.submitCell}>
          <Button type="submit" variant="primary-red" leadingIcon="search" fullWidth>
            {labels.submit ?? strings.search}
          </Button>
        </div>
      </div>
      <div className={css.toggle}>
        <Button
          variant="tertiary"
          size="small"
          leadingIcon="filter"
          aria-expanded={open}
          aria-controls={filtersId}
          onClick={() => setOpen(!open)}
        >
          {open ? strings.hideFilters : strings.filtersWithCount(activeFilters)}
        </Button>
      </div>
      <div id={filtersId} className={css.filters} data-open={open}>
        {locationOptions ? (
          <Select
            label={locationLabel}
            name="location"
            options={locationOptions}
            placeholder={strings.anyOption}
            value={value.location}
            onChange={(event) => set('location', event.target.value)}
          />
        ) : (
          <TextField
            label={locationLabel}
            name="location"
            leadingIcon="location"
            value={value.location}
            onChange={(event) => set('location', event.target.value)}
          />
        )}
        <Select
          label={labels.industry ?? strings.industryLabel}
          name="industry"
          options={industryOptions}
          placeholder={strings.anyOption}
          value={value.industry}
          onChange={(event) => set('industry', event.target.value)}
        />
        <Select
          label={labels.size ?? strings.companySizeLabel}
          name="size"
          options={sizeOptions}
          placeholder={strings.anyOption}
          value={value.size}
          onChange={(event) =>
            set('size', isSizeBand(event.target.value) ? event.target.value : '')
          }
        />
        <div className={css.toggles}>
          <Checkbox
            label={labels.homeOffice ?? strings.homeOffice}
            name="homeOffice"
            checked={value.homeOffice}
            onChange={(event) => set('homeOffice', event.target.checked)}
          />
          <Checkbox
            label={labels.remote ?? strings.remote}
            name="remote"
            checked={value.remote}
            onChange={(event) => set('remote', event.target.checked)}
          />
        </div>
      </div>
    </form>
  );
}
