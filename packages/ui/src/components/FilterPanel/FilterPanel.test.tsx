import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import {
  huFilterLabels,
  huFilterOptions,
  huFilterOptionsWithCounts,
  sampleSelections,
} from './filterPanelFixtures';
import { countActiveFilters, emptyJobFilters, type JobFilterValue } from './jobFilters';

function Host(props: Partial<FilterPanelProps> & { onChange: (value: JobFilterValue) => void }) {
  const [value, setValue] = useState<JobFilterValue>(props.value ?? emptyJobFilters);
  return (
    <FilterPanel
      options={huFilterOptions}
      labels={huFilterLabels}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

describe('FilterPanel', () => {
  it('is a section named "Filters" with every filter of the spec', () => {
    renderWithUi(
      <FilterPanel
        value={emptyJobFilters}
        onChange={vi.fn()}
        options={huFilterOptions}
        labels={huFilterLabels}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Filters' });
    for (const legend of [
      'Kategória',
      'Régió, település',
      'Foglalkoztatás típusa',
      'Munkavégzés helye',
      'Tapasztalat',
    ]) {
      expect(within(panel).getByRole('group', { name: legend })).toBeInTheDocument();
    }
    for (const name of [
      'Csak fizetéssel meghirdetett állások',
      'Csak új állások',
      'Hamarosan lejáró állások',
    ]) {
      expect(within(panel).getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
    }
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });

  it('reports each change as the whole next value', async () => {
    const onChange = vi.fn();
    renderWithUi(<Host onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Budapest' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyJobFilters, locations: ['budapest'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Részmunkaidő' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Home office' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Junior' }));
    await userEvent.click(
      screen.getByRole('switch', { name: 'Csak fizetéssel meghirdetett állások' }),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Hamarosan lejáró állások' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...emptyJobFilters,
      locations: ['budapest'],
      types: ['partTime'],
      extras: ['homeOffice'],
      levels: ['junior'],
      withSalary: true,
      onlyExpiring: true,
    });
  });

  it('shows a chosen category’s subcategories and drops them with the category', async () => {
    const onChange = vi.fn();
    renderWithUi(<Host onChange={onChange} />);
    expect(screen.queryByRole('group', { name: /alkategóriák/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Informatika, telekommunikáció' }));
    const subs = screen.getByRole('group', {
      name: 'Informatika, telekommunikáció: alkategóriák',
    });
    await userEvent.click(
      within(subs).getByRole('checkbox', { name: 'Adatelemzés, üzleti intelligencia' }),
    );
    expect(onChange).toHaveBeenLastCalledWith({
      ...emptyJobFilters,
      categories: ['informatika'],
      subcategories: ['adatelemzes'],
    });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Logisztika, beszerzés, szállítás' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Raktározás' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Informatika, telekommunikáció' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...emptyJobFilters,
      categories: ['logisztika'],
      subcategories: ['raktarozas'],
    });
    expect(screen.queryByRole('group', { name: /Informatika.*alkategóriák/ })).toBeNull();
  });

  it('clears every filter with "Clear filters"', async () => {
    const onChange = vi.fn();
    renderWithUi(<Host onChange={onChange} value={sampleSelections} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onChange).toHaveBeenLastCalledWith(emptyJobFilters);
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });

  it('shows facet counts formatted for the locale next to the options', () => {
    renderWithUi(
      <FilterPanel
        value={sampleSelections}
        onChange={vi.fn()}
        options={huFilterOptionsWithCounts}
        labels={huFilterLabels}
      />,
      { provider: { locale: 'ro' } },
    );
    expect(
      screen.getByRole('checkbox', { name: 'Informatika, telekommunikáció (1.234)' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Szoftverfejlesztés (640)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Budapest (1.630)' })).toBeChecked();
  });

  it('announces the result count', () => {
    renderWithUi(
      <FilterPanel
        value={emptyJobFilters}
        onChange={vi.fn()}
        options={huFilterOptions}
        labels={huFilterLabels}
        resultCount={2150}
      />,
      { provider: { locale: 'hu' } },
    );
    expect(screen.getByRole('status')).toHaveTextContent('2150 állás');
  });

  it('folds behind a "Filters (n)" disclosure button that opens it', async () => {
    renderWithUi(
      <FilterPanel
        value={sampleSelections}
        onChange={vi.fn()}
        options={huFilterOptions}
        labels={huFilterLabels}
        collapse="always"
      />,
    );
    expect(countActiveFilters(sampleSelections)).toBe(6);
    const toggle = screen.getByRole('button', { name: 'Filters (6)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content).toHaveAttribute('data-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(content).toHaveAttribute('data-expanded', 'true');
    // "Clear filters" stays reachable while folded.
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });

  it('says just "Filters" on the toggle without active filters, and can start open', () => {
    renderWithUi(
      <FilterPanel
        value={emptyJobFilters}
        onChange={vi.fn()}
        options={huFilterOptions}
        labels={huFilterLabels}
        collapse="always"
        defaultExpanded
      />,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('leaves out a filter without options', () => {
    renderWithUi(
      <FilterPanel
        value={emptyJobFilters}
        onChange={vi.fn()}
        options={{ ...huFilterOptions, locations: [] }}
        labels={huFilterLabels}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Régió, település' })).toBeNull();
  });
});
