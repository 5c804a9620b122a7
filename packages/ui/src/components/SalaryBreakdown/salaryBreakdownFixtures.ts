import type { SalaryBreakdownProps } from './SalaryBreakdown';

// The figures are the output of @allas/core's calculators (ui cannot import core, so they are
// copied here): calculateHuNet({ gross: 500000, month: '2025-06' }),
// calculateRoNet({ gross: 5200, month: '2025-06' }) and
// calculateHuNet({ gross: 500000, month: '2025-09', children: 2, firstMarried: true }).

/** Hungary 2025: SZJA 15 %, TB 18.5 %, szocho 13 %; no allowances. */
export const hungary2025 = {
  caption: 'Bruttó 500 000 Ft havi bér nettója és munkáltatói költsége (2025)',
  currency: 'HUF',
  rows: [
    { label: 'Bruttó munkabér', amount: 500_000, kind: 'base' },
    { label: 'Személyi jövedelemadó (SZJA, 15%)', amount: 75_000, kind: 'deduction' },
    { label: 'Társadalombiztosítási járulék (TB, 18,5%)', amount: 92_500, kind: 'deduction' },
    { label: 'Nettó munkabér', amount: 332_500, kind: 'total' },
    { label: 'Szociális hozzájárulási adó (szocho, 13%)', amount: 65_000, kind: 'employer' },
    { label: 'Teljes munkáltatói költség', amount: 565_000, kind: 'total' },
  ],
} satisfies SalaryBreakdownProps;

/**
 * Romania 2025, no dependants: 5 200 RON is 23 bands of 50 RON above the 4 050 minimum wage, so the
 * personal deduction is 8.5 % of 4 050 = 344 RON; tax = 10 % × (5 200 − 1 300 − 520 − 344) = 304.
 */
export const romania2025 = {
  caption: 'Salariu brut de 5.200 RON: net și cost angajator (2025)',
  currency: 'RON',
  rows: [
    { label: 'Salariu brut', amount: 5_200, kind: 'base' },
    { label: 'CAS — pensie (25%)', amount: 1_300, kind: 'deduction' },
    { label: 'CASS — sănătate (10%)', amount: 520, kind: 'deduction' },
    { label: 'Deducere personală (reduce baza de impozitare)', amount: 344, kind: 'allowance' },
    { label: 'Impozit pe venit (10%)', amount: 304, kind: 'deduction' },
    { label: 'Salariu net', amount: 3_076, kind: 'total' },
    { label: 'CAM — contribuția asiguratorie pentru muncă (2,25%)', amount: 117, kind: 'employer' },
    { label: 'Cost total angajator', amount: 5_317, kind: 'total' },
  ],
} satisfies SalaryBreakdownProps;

/** Hungary, September 2025: two children and the first-married couples' allowance lower the SZJA base. */
export const hungaryWithAllowances = {
  caption: 'Bruttó 500 000 Ft, két gyermek és első házasok kedvezménye (2025. szeptember)',
  currency: 'HUF',
  rows: [
    { label: 'Bruttó munkabér', amount: 500_000, kind: 'base' },
    { label: 'Családi kedvezmény (2 gyermek), az adóalapból', amount: 400_000, kind: 'allowance' },
    { label: 'Első házasok kedvezménye, az adóalapból', amount: 33_335, kind: 'allowance' },
    { label: 'Személyi jövedelemadó (SZJA, 15%)', amount: 10_000, kind: 'deduction' },
    { label: 'Társadalombiztosítási járulék (TB, 18,5%)', amount: 92_500, kind: 'deduction' },
    { label: 'Nettó munkabér', amount: 397_500, kind: 'total' },
    { label: 'Szociális hozzájárulási adó (szocho, 13%)', amount: 65_000, kind: 'employer' },
    { label: 'Teljes munkáltatói költség', amount: 565_000, kind: 'total' },
  ],
} satisfies SalaryBreakdownProps;
