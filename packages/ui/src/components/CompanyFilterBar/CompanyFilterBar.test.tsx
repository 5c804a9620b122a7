import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { CompanyFilterBar, type CompanyFilterValue, emptyCompanyFilter } from './CompanyFilterBar';
import { industryFixtures, locationFixtures } from './companyFilterFixtures';

function Controlled({
  onChange,
  onSubmit,
  withLocations = false,
}: {
  onChange: (value: CompanyFilterValue) => void;
  onSubmit: (value: CompanyFilterValue) => void;
  withLocations?: boolean;
}) {
  const [value, setValue] = useState(emptyCompanyFilter);
  return (
    <CompanyFilterBar
      value={value}
      industryOptions={industryFixtures}
      locationOptions={withLocations ? locationFixtures : undefined}
      label="Cégkeresés"
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onSubmit={onSubmit}
    />
  );
}

describe('CompanyFilterBar', () => {
  it('is a named search landmark with every company filter', () => {
    renderWithUi(<Controlled onChange={vi.fn()} onSubmit={vi.fn()} />, {
      provider: { locale: 'hu' },
    });
    expect(screen.getByRole('search', { name: 'Cégkeresés' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cégnév vagy kulcsszó' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Helyszín' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Iparág' })).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Cégméret' });
    expect(
      Array.from((size as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Mindegy', '1–9 fő', '10–49 fő', '50–249 fő', '250–999 fő', '1000+ fő']);
    expect(screen.getByRole('checkbox', { name: 'Home office' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Távmunka' })).not.toBeChecked();
  });

  it('reports every change and submits the trimmed value', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    renderWithUi(<Controlled onChange={onChange} onSubmit={onSubmit} withLocations />);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Company name or keyword' }),
      ' Emag ',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Location' }),
      'cluj-napoca',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'retail');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Company size' }), '1000+');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(onChange).toHaveBeenLastCalledWith({
      search: ' Emag ',
      location: 'cluj-napoca',
      industry: 'retail',
      size: '1000+',
      homeOffice: false,
      remote: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'Emag', remote: true }),
    );
  });

  it('folds the filters behind a toggle that counts the active ones', async () => {
    renderWithUi(<Controlled onChange={vi.fn()} onSubmit={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-open', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide filters');
    expect(panel).toHaveAttribute('data-open', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Home office' }));
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('takes per-instance labels', () => {
    renderWithUi(
      <CompanyFilterBar
        value={emptyCompanyFilter}
        industryOptions={industryFixtures}
        labels={{ search: 'Cég neve', submit: 'Cégek keresése' }}
        onChange={vi.fn()}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Cég neve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cégek keresése' })).toBeInTheDocument();
  });
});
