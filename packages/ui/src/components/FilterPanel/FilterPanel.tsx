import { type Ref, useId, useState } from 'react';
import type { ChromeStrings } from '../../provider/chromeStrings';
import { commonStrings } from '../../provider/commonStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { Button } from '../Button';
import { CheckboxGroup, type CheckboxGroupOption } from '../CheckboxGroup';
import { Heading } from '../Heading';
import { formatCount } from '../private/localeFormat';
import { Switch } from '../Switch';
import * as css from './FilterPanel.css';
import type { FilterPanelCollapse, FilterPanelHeadingLevel } from './filterPanelOptions';
import { filterStrings } from './filterStrings';
import {
  countActiveFilters,
  emptyJobFilters,
  type FilterOption,
  type JobFilterLabels,
  type JobFilterOptions,
  type JobFilterValue,
} from './jobFilters';

export type FilterPanelStrings = Pick<
  ChromeStrings,
  'filters' | 'filtersWithCount' | 'resetFilters' | 'jobCount'
>;

export interface FilterPanelProps {
  /** The filters set (controlled). */
  value: JobFilterValue;
  /** Called with the whole next value on every change. */
  onChange: (value: JobFilterValue) => void;
  options: JobFilterOptions;
  labels: JobFilterLabels;
  /** Jobs matching the filters, announced politely when it changes. */
  resultCount?: number;
  collapse?: FilterPanelCollapse;
  /** Open at first where the filters fold (phones); closed by default. */
  defaultExpanded?: boolean;
  headingLevel?: FilterPanelHeadingLevel;
  strings?: Partial<FilterPanelStrings>;
  ref?: Ref<HTMLElement>;
}

type ListKey = 'locations' | 'types' | 'extras' | 'levels';
type SwitchKey = 'withSalary' | 'onlyNew' | 'onlyExpiring';

const listKeys: readonly ListKey[] = ['locations', 'types', 'extras', 'levels'];
const switchKeys: readonly SwitchKey[] = ['withSalary', 'onlyNew', 'onlyExpiring'];

/**
 * Every job filter in one panel: nested category checkboxes, location, type, extras and level
 * checkboxes, and three switches, with the result count and "Clear filters". On phones (or always,
 * by `collapse`) it folds behind a "Filters (n)" disclosure button.
 */
export function FilterPanel({
  value,
  onChange,
  options,
  labels,
  resultCount,
  collapse = 'belowTablet',
  defaultExpanded = false,
  headingLevel = 2,
  strings: overrides,
  ref,
}: FilterPanelProps) {
  const { locale } = useUi();
  const strings: FilterPanelStrings = { ...useStrings(filterStrings, commonStrings), ...overrides };
  const [expanded, setExpanded] = useState(defaultExpanded);
  const headingId = useId();
  const contentId = useId();
  const active = countActiveFilters(value);

  // Facet counts go into the label, so they are read with the option's name.
  const withCounts = (list: readonly FilterOption[]): CheckboxGroupOption[] =>
    list.map((option) => ({
      value: option.value,
      label:
        option.count === undefined
          ? option.label
          : `${option.label} (${formatCount(option.count, locale)})`,
    }));

  const setCategories = (categories: string[]) => {
    // A category that is no longer chosen takes its subcategories with it.
    const kept = new Set(
      options.categories
        .filter((category) => categories.includes(category.value))
        .flatMap((category) => (category.subcategories ?? []).map((sub) => sub.value)),
    );
    onChange({
      ...value,
      categories,
      subcategories: value.subcategories.filter((sub) => kept.has(sub)),
    });
  };

  const setSubcategories = (category: string, chosen: string[]) => {
    const own = new Set(
      (options.categories.find((option) => option.value === category)?.subcategories ?? []).map(
        (sub) => sub.value,
      ),
    );
    onChange({
      ...value,
      subcategories: [...value.subcategories.filter((sub) => !own.has(sub)), ...chosen],
    });
  };

  const chosenWithSubcategories = options.categories.filter(
    (category) => value.categories.includes(category.value) && category.subcategories?.length,
  );

  return (
    <section ref={ref} aria-labelledby={headingId} className={css.panel}>
      <div className={css.header}>
        <Heading level={headingLevel} size={4}>
          {/* Names the section even while hidden (aria-labelledby reads hidden text too). */}
          <span id={headingId} className={css.headingText({ collapse })}>
            {strings.filters}
          </span>
          <span className={css.toggle({ collapse })}>
            <Button
              variant="secondary"
              size="small"
              leadingIcon="filter"
              aria-expanded={expanded}
              aria-controls={contentId}
              onClick={() => setExpanded(!expanded)}
            >
              {strings.filtersWithCount(active)}
            </Button>
          </span>
        </Heading>
        <div className={css.summary}>
          {resultCount === undefined ? null : (
            <p role="status" className={css.resultCount}>
              {strings.jobCount(resultCount)}
            </p>
          )}
          {active > 0 ? (
            <Button
              variant="tertiary"
              size="small"
              leadingIcon="close"
              onClick={() => onChange(emptyJobFilters)}
            >
              {strings.resetFilters}
            </Button>
          ) : null}
        </div>
      </div>
      <div id={contentId} data-expanded={expanded} className={css.content({ collapse })}>
        {options.categories.length > 0 ? (
          <CheckboxGroup
            label={labels.categories}
            options={withCounts(options.categories)}
            value={value.categories}
            onChange={setCategories}
          />
        ) : null}
        {chosenWithSubcategories.length > 0 ? (
          <div className={css.subcategories}>
            {chosenWithSubcategories.map((category) => (
              <CheckboxGroup
                key={category.value}
                label={labels.subcategoriesOf?.(category.label) ?? category.label}
                options={withCounts(category.subcategories ?? [])}
                value={value.subcategories.filter((sub) =>
                  (category.subcategories ?? []).some((option) => option.value === sub),
                )}
                onChange={(chosen) => setSubcategories(category.value, chosen)}
              />
            ))}
          </div>
        ) : null}
        {listKeys.map((key) =>
          options[key].length > 0 ? (
            <CheckboxGroup
              key={key}
              label={labels[key]}
              options={withCounts(options[key])}
              value={value[key]}
              onChange={(chosen) => onChange({ ...value, [key]: chosen })}
            />
          ) : null,
        )}
        <div className={css.switches}>
          {switchKeys.map((key) => (
            <Switch
              key={key}
              label={labels[key]}
              checked={value[key]}
              onCheckedChange={(checked) => onChange({ ...value, [key]: checked })}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
