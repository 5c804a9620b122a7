import { describe, expect, it } from 'vitest';
import { periodAround, salaryParameters, segmentAt } from './parameters';
import { applyRate } from './rounding';

const countries = [
  ['HU', Object.values(salaryParameters.HU)],
  ['RO', Object.values(salaryParameters.RO)],
] as const;

describe('salaryParameters', () => {
  it('holds complete 2025 rules for both countries', () => {
    expect(salaryParameters.HU[2025]).toMatchObject({
      year: 2025,
      ratesBp: { szja: 1500, tb: 1850, szocho: 1300 },
      baseReductions: [
        { step: 'mothersExemption' },
        { step: 'youngEarner', flags: ['under25', 'mother30'], cap: 656_785 },
        { step: 'personal', base: 96_900 },
        { step: 'firstMarried', base: 33_335 },
        { step: 'family' },
      ],
    });
    expect(salaryParameters.RO[2025]).toMatchObject({
      year: 2025,
      ratesBp: { cas: 2500, cass: 1000, incomeTax: 1000, cam: 225 },
      minimumWage: [{ from: '2025-01', amount: 4050 }],
      deductionRounding: 'halfUp',
    });
  });

  it.each(countries)(
    '%s: every dated list starts in January of its year and is in order',
    (_country, years) => {
      for (const params of years) {
        const lists =
          params.country === 'HU'
            ? [params.familyAllowance]
            : [params.minimumWage, params.minimumWageFacility];
        for (const list of lists) {
          const months = list.map((segment) => segment.from);
          expect(months[0]).toBe(`${params.year}-01`);
          expect([...months].sort()).toEqual(months);
          for (const month of months) expect(month.slice(0, 4)).toBe(String(params.year));
        }
      }
    },
  );
});

describe('segmentAt and periodAround', () => {
  const segments = [
    { from: '2025-01', value: 'H1' },
    { from: '2025-07', value: 'H2' },
  ];

  it('picks the segment in force', () => {
    expect(segmentAt(segments, '2025-06').value).toBe('H1');
    expect(segmentAt(segments, '2025-07').value).toBe('H2');
    expect(segmentAt(segments, '2025-12').value).toBe('H2');
  });

  it('refuses an empty list (a broken parameter table)', () => {
    expect(() => segmentAt([], '2025-01')).toThrow('empty segment list');
  });

  it('finds the months around a month between change points', () => {
    expect(periodAround(2025, '2025-03', ['2025-01', '2025-07', '2025-10'])).toEqual({
      from: '2025-01',
      to: '2025-06',
    });
    expect(periodAround(2025, '2025-08', ['2025-07', '2025-10', '2025-01'])).toEqual({
      from: '2025-07',
      to: '2025-09',
    });
    expect(periodAround(2025, '2025-12', ['2025-10'])).toEqual({ from: '2025-10', to: '2025-12' });
    expect(periodAround(2026, '2026-01', ['2026-02'])).toEqual({ from: '2026-01', to: '2026-01' });
  });
});

describe('applyRate', () => {
  it('rounds exact halves up by default and drops them on request', () => {
    expect(applyRate(4050, 2500)).toBe(1013); // 1 012.50
    expect(applyRate(4050, 2500, 'dropHalf')).toBe(1012);
    expect(applyRate(4050, 1950, 'dropHalf')).toBe(790); // 789.75
    expect(applyRate(4050, 1050, 'halfUp')).toBe(425); // 425.25
  });

  it('is exact where floating point is not (18.5 % of 290 800 = 53 798)', () => {
    expect(applyRate(290_800, 1850)).toBe(53_798);
    expect(applyRate(5005, 1000)).toBe(501); // 500.5
    expect(applyRate(1_000_000_000, 1850)).toBe(185_000_000);
    expect(applyRate(0, 1850)).toBe(0);
  });
});
