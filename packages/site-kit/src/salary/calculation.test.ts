import { describe, expect, it } from 'vitest';
import { calculate } from './calculation';
import { calculatorCodec, parseNumberText, switchCountry } from './calculatorState';

const run = (query: string, country: 'hu' | 'ro' = 'hu', locale: 'hu' | 'ro' | 'en' = 'en') =>
  calculate(calculatorCodec.fromQuery(query), country, locale);

describe('salary calculator outcome', () => {
  it.each([
    ['amount=290800', 193_382, 328_604],
    ['amount=348800', 231_952, 394_144],
    ['amount=500000', 332_500, 565_000],
    ['amount=575000', 382_375, 649_750],
    ['amount=575000&children=2', 442_375, 649_750],
  ])('HU %s → net %i, employer cost %i (salary-2025.md §3)', (query, net, cost) => {
    expect(run(query)).toMatchObject({ kind: 'result', currency: 'HUF', net, employerCost: cost });
  });

  it.each([
    ['amount=4050&minWage=1', 2574, 4134],
    ['amount=4300', 2586, 4397],
    ['amount=4582', 2739, 4685],
    ['amount=5200', 3076, 5317],
    ['amount=7700', 4504, 7873],
  ])('RO %s → net %i, employer cost %i (salary-2025.md §3)', (query, net, cost) => {
    expect(run(query, 'ro')).toMatchObject({
      kind: 'result',
      currency: 'RON',
      net,
      employerCost: cost,
    });
  });

  it('finds the gross for a net and names the other exact gross salaries', () => {
    const outcome = run('direction=net&amount=3540&dependants=4', 'ro');
    expect(outcome).toMatchObject({ kind: 'result', gross: 5868, net: 3540, exact: true });
    expect(outcome.kind === 'result' && outcome.otherGross).toEqual([{ from: 6051, to: 6051 }]);
  });

  it('itemises the breakdown so the deductions add up to the net', () => {
    const outcome = run('amount=575000&children=2');
    if (outcome.kind !== 'result') throw new Error(outcome.kind);
    const sum = (kind: string) =>
      outcome.rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amount, 0);
    expect(outcome.gross - sum('deduction')).toBe(outcome.net);
    expect(outcome.rows.map((row) => row.labelId)).toContain('salary.calculator.allowance.family');
  });

  it('rounds a .50 personal deduction up by default, or drops it on request', () => {
    const deduction = (query: string) => {
      const outcome = run(query, 'ro');
      if (outcome.kind !== 'result') throw new Error(outcome.kind);
      return outcome.rows.find(
        (row) => row.labelId === 'salary.calculator.allowance.personalDeduction',
      )?.amount;
    };
    // 25 % of 4 050 = 1 012.50 (salary-2025.md §2.5).
    expect(deduction('amount=4050&dependants=1')).toBe(1013);
    expect(deduction('amount=4050&dependants=1&rounding=dropHalf')).toBe(1012);
  });

  it('reports bad input against its field in the page language', () => {
    expect(run('amount=12a', 'hu', 'hu')).toEqual({
      kind: 'invalid',
      field: 'amount',
      message: 'A bruttó bérnek számnak kell lennie.',
    });
    expect(run('amount=500000&children=3&eltartott=1')).toMatchObject({ field: 'eltartott' });
    expect(run('amount=4000&minWage=1', 'ro')).toMatchObject({
      field: 'amount',
      message: expect.stringContaining('4,050'),
    });
    expect(run('')).toEqual({ kind: 'empty' });
  });

  it('reads amounts as people type them', () => {
    expect(parseNumberText('500 000')).toBe(500_000);
    expect(parseNumberText('500.000')).toBe(500_000);
    expect(parseNumberText('')).toBeUndefined();
    expect(parseNumberText('12a')).toBeNaN();
    expect(parseNumberText('1,5')).toBe(1.5);
  });

  it('keeps only non-default inputs in the URL and clears allowances when the country changes', () => {
    const state = calculatorCodec.fromQuery('amount=575000&children=2&under25=1');
    expect(calculatorCodec.toQuery(state)).toBe('amount=575000&children=2&under25=1');
    expect(calculatorCodec.toQuery(switchCountry(state, 'ro'))).toBe('country=ro');
  });
});
