import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { SearchBar } from './SearchBar';
import { huLocations, huSearchBarLabels } from './searchBarFixtures';

describe('SearchBar', () => {
  it('is a named search landmark with text, location, category and a submit button', () => {
    renderWithUi(<SearchBar {...huSearchBarLabels} onSubmit={vi.fn()} />);
    const form = screen.getByRole('search', { name: 'Álláskeresés' });
    expect(form.tagName).toBe('FORM');
    expect(screen.getByRole('searchbox', { name: 'Munkakör, cég vagy kulcsszó' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Hol?' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Kategória' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('submits the trimmed values with Enter in the text field', async () => {
    const onSubmit = vi.fn();
    renderWithUi(<SearchBar {...huSearchBarLabels} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Hol?' }), ' Cluj-Napoca ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategória' }), 'penzugy');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Munkakör, cég vagy kulcsszó' }),
      'kontroller{Enter}',
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      text: 'kontroller',
      location: 'Cluj-Napoca',
      category: 'penzugy',
    });
  });

  it('offers known locations as a select and shows prefilled values', async () => {
    const onSubmit = vi.fn();
    renderWithUi(
      <SearchBar
        {...huSearchBarLabels}
        locationOptions={huLocations}
        defaultValues={{ text: 'Java', location: 'gyor', category: 'informatika' }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('searchbox')).toHaveValue('Java');
    expect(screen.getByRole('combobox', { name: 'Hol?' })).toHaveValue('gyor');
    expect(screen.getByRole('combobox', { name: 'Kategória' })).toHaveValue('informatika');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({
      text: 'Java',
      location: 'gyor',
      category: 'informatika',
    });
  });

  it('starts a select without an "any" option on its first option', async () => {
    const onSubmit = vi.fn();
    renderWithUi(
      <SearchBar
        {...huSearchBarLabels}
        categoryPlaceholder={undefined}
        locationOptions={huLocations}
        locationPlaceholder={undefined}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({
      text: '',
      location: 'budapest',
      category: 'informatika',
    });
  });

  it('hides the detailed fields in basic mode and shows them in detailed mode', () => {
    const { rerender } = renderWithUi(
      <SearchBar {...huSearchBarLabels} onSubmit={vi.fn()}>
        <label>
          Salary only <input type="checkbox" />
        </label>
      </SearchBar>,
    );
    expect(screen.queryByRole('checkbox', { name: 'Salary only' })).toBeNull();
    rerender(
      <SearchBar {...huSearchBarLabels} mode="detailed" onSubmit={vi.fn()}>
        <label>
          Salary only <input type="checkbox" />
        </label>
      </SearchBar>,
    );
    expect(screen.getByRole('checkbox', { name: 'Salary only' })).toBeInTheDocument();
  });

  it('offers a show/hide filters toggle when the app handles the mode', async () => {
    const onModeChange = vi.fn();
    renderWithUi(
      <SearchBar {...huSearchBarLabels} onSubmit={vi.fn()} onModeChange={onModeChange}>
        <p>More</p>
      </SearchBar>,
    );
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'hidden',
    );
    await userEvent.click(toggle);
    expect(onModeChange).toHaveBeenCalledWith('detailed');
  });

  it('has no mode toggle without detailed fields', () => {
    renderWithUi(<SearchBar {...huSearchBarLabels} onSubmit={vi.fn()} onModeChange={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
