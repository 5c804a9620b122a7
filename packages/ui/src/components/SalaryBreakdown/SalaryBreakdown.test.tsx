import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { SalaryBreakdown } from './SalaryBreakdown';
import { hungary2025, romania2025 } from './salaryBreakdownFixtures';

/** Each body row as [row header, amount] with spaces normalised (Intl uses no-break spaces). */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) =>
        (cell.textContent ?? '').replace(/\s/g, ' '),
      ),
    );
}

describe('SalaryBreakdown', () => {
  it('is a table named by its caption, with column and row headers', () => {
    renderWithUi(<SalaryBreakdown {...hungary2025} />);
    const table = screen.getByRole('table', { name: hungary2025.caption });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((th) => th.textContent)).toEqual(['Item', 'Amount']);
    for (const th of columns) expect(th).toHaveAttribute('scope', 'col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(6);
    for (const th of rowHeaders) expect(th).toHaveAttribute('scope', 'row');
  });

  it('formats Hungarian figures in whole forints, deductions with a minus sign', () => {
    renderWithUi(<SalaryBreakdown {...hungary2025} />, { provider: { locale: 'hu' } });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Tétel',
      'Összeg',
    ]);
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Bruttó munkabér', '500 000 Ft'],
      ['Személyi jövedelemadó (SZJA, 15%)', '-75 000 Ft'],
      ['Társadalombiztosítási járulék (TB, 18,5%)', '-92 500 Ft'],
      ['Nettó munkabér', '332 500 Ft'],
      ['Szociális hozzájárulási adó (szocho, 13%)', '65 000 Ft'],
      ['Teljes munkáltatói költség', '565 000 Ft'],
    ]);
  });

  it('formats Romanian figures in lei and shows the personal deduction unsigned', () => {
    renderWithUi(<SalaryBreakdown {...romania2025} />, { provider: { locale: 'ro' } });
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Salariu brut', '5.200 RON'],
      ['CAS — pensie (25%)', '-1.300 RON'],
      ['CASS — sănătate (10%)', '-520 RON'],
      ['Deducere personală (reduce baza de impozitare)', '344 RON'],
      ['Impozit pe venit (10%)', '-304 RON'],
      ['Salariu net', '3.076 RON'],
      ['CAM — contribuția asiguratorie pentru muncă (2,25%)', '117 RON'],
      ['Cost total angajator', '5.317 RON'],
    ]);
  });

  it('keeps cents for lei and euro amounts that have them', () => {
    renderWithUi(
      <SalaryBreakdown
        caption="Hourly"
        currency="EUR"
        rows={[{ label: 'Gross per hour', amount: 25.5, kind: 'base' }]}
      />,
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Hourly' }))).toEqual([
      ['Gross per hour', '€25.50'],
    ]);
  });

  it('marks each row with its kind, so totals and the employer part stand out', () => {
    renderWithUi(<SalaryBreakdown {...hungary2025} />);
    const kinds = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('data-kind'));
    expect(kinds).toEqual(['base', 'deduction', 'deduction', 'total', 'employer', 'total']);
    const [, , , net, employer] = screen.getAllByRole('row').slice(1);
    expect(net?.className).not.toBe(employer?.className);
  });

  it('takes per-instance column titles', () => {
    renderWithUi(
      <SalaryBreakdown
        {...hungary2025}
        strings={{ salaryItem: 'Posten', salaryAmount: 'Betrag' }}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Posten',
      'Betrag',
    ]);
  });
});
