import { type FormEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useStrings } from '../../provider/useStrings';
import { Button } from '../Button';
import { filterStrings } from '../FilterPanel/filterStrings';
import { SearchField } from '../SearchField';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import * as css from './SearchBar.css';
import type { SearchBarMode } from './searchBarOptions';

/** What the bar submits; an empty string means "any". */
export interface SearchBarValues {
  text: string;
  location: string;
  category: string;
}

export interface SearchBarProps {
  /** Names the search landmark when a page has more than one. */
  label?: string;
  /** Product copy: "Munkakör, cég vagy kulcsszó". */
  textLabel: string;
  textPlaceholder?: string;
  /** Product copy: "Hol?" / "Localitate". */
  locationLabel: string;
  /** Known locations make the field a Select; without them it is free text. */
  locationOptions?: readonly SelectOption[];
  /** Placeholder of the location field; for a Select, the "any location" option. */
  locationPlaceholder?: string;
  categoryLabel: string;
  categoryOptions: readonly SelectOption[];
  /** The first, empty category option: "Összes kategória". */
  categoryPlaceholder?: string;
  /** The values shown at first (a search page passes the current query). */
  defaultValues?: Partial<SearchBarValues>;
  onSubmit: (values: SearchBarValues) => void;
  mode?: SearchBarMode;
  /** Given, the bar shows a button that switches between basic and detailed. */
  onModeChange?: (mode: SearchBarMode) => void;
  /** The further fields of the detailed mode (e.g. a FilterPanel or extra selects). */
  children?: ReactNode;
  /** Replaces the chrome "Search" on the button. */
  submitLabel?: string;
  ref?: Ref<HTMLFormElement>;
}

const empty: SearchBarValues = { text: '', location: '', category: '' };

/**
 * The job search form: text, location and category with a submit button, in a `search`
 * landmark. The detailed mode reveals the further fields given as children.
 */
export function SearchBar({
  label,
  textLabel,
  textPlaceholder,
  locationLabel,
  locationOptions,
  locationPlaceholder,
  categoryLabel,
  categoryOptions,
  categoryPlaceholder,
  defaultValues,
  onSubmit,
  mode = 'basic',
  onModeChange,
  children,
  submitLabel,
  ref,
}: SearchBarProps) {
  const strings = useStrings(filterStrings, commonStrings);
  const detailsId = useId();
  // A select without an "any" option starts on its first option, so the state says the same.
  const [values, setValues] = useState<SearchBarValues>(() => ({
    ...empty,
    location: locationOptions && !locationPlaceholder ? (locationOptions[0]?.value ?? '') : '',
    category: categoryPlaceholder ? '' : (categoryOptions[0]?.value ?? ''),
    ...defaultValues,
  }));
  const set = (key: keyof SearchBarValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ ...values, text: values.text.trim(), location: values.location.trim() });
  };
  const detailed = mode === 'detailed';
  const hasDetails = children !== undefined && children !== null;
  return (
    // The form itself is the landmark, as the search landmark pattern has it; the <search>
    // element is still missing from some screen readers' landmark lists.
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is supported everywhere
    <form ref={ref} role="search" aria-label={label} className={css.form} onSubmit={submit}>
      <div className={css.mainRow}>
        <div className={css.textCell}>
          <SearchField
            label={textLabel}
            name="text"
            placeholder={textPlaceholder}
            value={values.text}
            onChange={(event) => set('text')(event.target.value)}
          />
        </div>
        <div className={css.fieldCell}>
          {locationOptions ? (
            <Select
              label={locationLabel}
              name="location"
              options={locationOptions}
              placeholder={locationPlaceholder}
              value={values.location}
              onChange={(event) => set('location')(event.target.value)}
            />
          ) : (
            <TextField
              label={locationLabel}
              name="location"
              leadingIcon="location"
              placeholder={locationPlaceholder}
              value={values.location}
              onChange={(event) => set('location')(event.target.value)}
            />
          )}
        </div>
        <div className={css.fieldCell}>
          <Select
            label={categoryLabel}
            name="category"
            options={categoryOptions}
            placeholder={categoryPlaceholder}
            value={values.category}
            onChange={(event) => set('category')(event.target.value)}
          />
        </div>
        <div className={css.submitCell}>
          <Button type="submit" variant="primary-red" leadingIcon="search" fullWidth>
            {submitLabel ?? strings.search}
          </Button>
        </div>
      </div>
      {onModeChange && hasDetails ? (
        <div className={css.footer}>
          <Button
            variant="tertiary"
            size="small"
            leadingIcon="filter"
            aria-expanded={detailed}
            aria-controls={detailsId}
            onClick={() => onModeChange(detailed ? 'basic' : 'detailed')}
          >
            {detailed ? strings.hideFilters : strings.showFilters}
          </Button>
        </div>
      ) : null}
      {hasDetails ? (
        <div id={detailsId} className={css.details} hidden={!detailed}>
          {children}
        </div>
      ) : null}
    </form>
  );
}
