import { assert, describe, expect, it } from 'vitest';
import { type RoSalaryParameters, salaryParameters } from './parameters';
import {
  calculateRoGross,
  calculateRoNet,
  type RoGrossResult,
  type RoNetBreakdown,
  roNet as roNetWith,
  roPersonalDeduction,
} from './romania';
import type { RoNetInput, RoSituationInput } from './schemas';

const MONTH = '2025-05';

function roNet(input: Omit<RoNetInput, 'month'>): RoNetBreakdown {
  const result = calculateRoNet({ month: MONTH, ...input });
  assert(result.ok, result.ok ? '' : result.error.code);
  return result.value;
}

function roGross(targetNet: number, situation: Omit<RoSituationInput, 'month'>): RoGrossResult {
  const result = calculateRoGross(targetNet, { month: MONTH, ...situation });
  assert(result.ok, result.ok ? '' : result.error.code);
  return result.value;
}

describe('calculateRoNet: published examples (salary-2025.md §3)', () => {
  it.each([
    [
      'RO01 minimum wage with the 300 RON facility',
      { gross: 4050, baseSalaryIsMinWage: true },
      2574,
      4134,
    ],
    ['RO09 4 300 without facility', { gross: 4300 }, 2586, 4397],
    ['RO13 construction minimum, no sector facility', { gross: 4582 }, 2739, 4685],
    ['RO16 5 200', { gross: 5200 }, 3076, 5317],
    ['RO22 7 700 (tax 500.5 rounds to 501)', { gross: 7700 }, 4504, 7873],
  ] satisfies [string, Omit<RoNetInput, 'month'>, number, number][])(
    '%s',
    (_name, input, net, employerCost) => {
      const result = roNet(input);
      expect(result.net).toBe(net);
      expect(result.employer.totalCost).toBe(employerCost);
    },
  );

  it('itemises RO01: the 300 RON are outside the CAS, CASS, tax and CAM bases', () => {
    expect(roNet({ gross: 4050, baseSalaryIsMinWage: true })).toMatchObject({
      country: 'RO',
      currency: 'RON',
      parameters: {
        year: 2025,
        month: MONTH,
        period: { from: '2025-01', to: '2025-12' },
        minimumWage: 4050,
        facility: { exemptAmount: 300, grossCeiling: 4300 },
        deductionRounding: 'halfUp',
      },
      facilityExempt: 300,
      contributionBase: 3750,
      cas: 938,
      cass: 375,
      incomeBeforeDeductions: 2437,
      personalDeduction: { band: 0, percentBp: 2000, amount: 810 },
      deductionsGranted: 810,
      taxableIncome: 1627,
      incomeTax: 163,
      allowances: [
        // Without it: CAS 1 013 + CASS 405 + tax 182 = 1 600; with it 1 476.
        { kind: 'minimumWageFacility', available: 300, used: 300, taxSaved: 124, employerSaved: 7 },
        { kind: 'personalDeduction', available: 810, used: 810, taxSaved: 81, employerSaved: 0 },
      ],
      notApplied: [],
      employeeDeductions: 1476,
      employer: { cam: 84, totalCost: 4134 },
    });
  });

  it('RO13: the construction minimum uses full CAS 1 145.5 → 1 146 and CAM 103', () => {
    expect(roNet({ gross: 4582 })).toMatchObject({ cas: 1146, cass: 458, employer: { cam: 103 } });
  });

  it('RO22: income tax 500.5 rounds half up to 501', () => {
    expect(roNet({ gross: 7700 })).toMatchObject({ taxableIncome: 5005, incomeTax: 501 });
  });
});

describe('personal deduction (salary-2025.md §2.3, §2.5)', () => {
  const params = salaryParameters.RO[2025];
  assert(params !== undefined);
  const atMinimum = (dependants: number, rounding: 'halfUp' | 'dropHalf') =>
    roPersonalDeduction(params, 4050, 4050, dependants, rounding).amount;

  it('at the minimum wage, half up: 810 / 1 013 / 1 215 / 1 418 / 1 823', () => {
    expect([0, 1, 2, 3, 4].map((d) => atMinimum(d, 'halfUp'))).toEqual([
      810, 1013, 1215, 1418, 1823,
    ]);
  });

  it('at the minimum wage, dropping .50 (art. 66): 810 / 1 012 / 1 215 / 1 417 / 1 822', () => {
    expect([0, 1, 2, 3, 4].map((d) => atMinimum(d, 'dropHalf'))).toEqual([
      810, 1012, 1215, 1417, 1822,
    ]);
  });

  it('the rounding switch reaches the calculator and changes the net by 1 RON where it matters', () => {
    const situation = { gross: 4050, dependants: 1, baseSalaryIsMinWage: true };
    const halfUp = roNet(situation);
    const dropHalf = roNet({ ...situation, deductionRounding: 'dropHalf' });
    // Taxable 2 437 − 1 013 = 1 424 → tax 142; 2 437 − 1 012 = 1 425 → tax 142.5 → 143.
    expect(halfUp.personalDeduction.amount).toBe(1013);
    expect(dropHalf.personalDeduction.amount).toBe(1012);
    expect(dropHalf.parameters.deductionRounding).toBe('dropHalf');
    expect(halfUp.net - dropHalf.net).toBe(1);
  });

  it('5 or more dependants use the 4+ column', () => {
    expect(roNet({ gross: 4050, dependants: 7 }).personalDeduction.amount).toBe(1823);
  });

  it('falls by 0.5 pp per 50-RON band: k = ceil((gross − minimum wage) / 50)', () => {
    expect(roPersonalDeduction(params, 4050, 4051, 0, 'halfUp')).toEqual({
      band: 1,
      percentBp: 1950,
      amount: 790, // 789.75
    });
    expect(roPersonalDeduction(params, 4050, 4100, 0, 'halfUp').band).toBe(1);
    expect(roPersonalDeduction(params, 4050, 4101, 0, 'halfUp').band).toBe(2);
    expect(roPersonalDeduction(params, 4050, 4300, 0, 'halfUp').amount).toBe(709); // 708.75
    // Fractions other than .50 round the same either way (425.25 → 425, not a ceiling).
    expect(roPersonalDeduction(params, 4050, 5001, 0, 'dropHalf')).toEqual({
      band: 20,
      percentBp: 1000,
      amount: 405,
    });
  });

  it('last band min+1 951…min+2 000: 0 / 5 / 10 / 15 / 25 %; nothing above 6 050', () => {
    expect(
      [0, 1, 2, 3, 4].map((d) => roPersonalDeduction(params, 4050, 6050, d, 'halfUp')),
    ).toEqual([
      { band: 40, percentBp: 0, amount: 0 },
      { band: 40, percentBp: 500, amount: 203 },
      { band: 40, percentBp: 1000, amount: 405 },
      { band: 40, percentBp: 1500, amount: 608 },
      { band: 40, percentBp: 2500, amount: 1013 },
    ]);
    expect(roPersonalDeduction(params, 4050, 6051, 4, 'halfUp')).toEqual({
      band: null,
      percentBp: 0,
      amount: 0,
    });
  });
});

describe('calculateRoNet: supplementary deductions, cap and cliffs', () => {
  it('under 26: + 15 % of the minimum wage (607.5 → 608, or 607 dropping .50) up to 6 050', () => {
    const young = roNet({ gross: 5000, under26: true });
    expect(young.allowances.find((line) => line.kind === 'youthDeduction')?.available).toBe(608);
    const literal = roNet({ gross: 5000, under26: true, deductionRounding: 'dropHalf' });
    expect(literal.allowances.find((line) => line.kind === 'youthDeduction')?.available).toBe(607);
    const above = roNet({ gross: 6051, under26: true });
    expect(above.allowances).toEqual([]);
    expect(above.notApplied).toEqual(['youthDeduction']);
    expect(above.net).toBe(roNet({ gross: 6051 }).net);
  });

  it('school children: + 100 RON each, regardless of income', () => {
    const result = roNet({ gross: 20_000, schoolChildren: 2 });
    expect(result.allowances).toEqual([
      {
        kind: 'schoolChildrenDeduction',
        available: 200,
        used: 200,
        taxSaved: 20,
        employerSaved: 0,
      },
    ]);
    expect(result.net - roNet({ gross: 20_000 }).net).toBe(20);
  });

  it('deductions are granted only within the taxable income', () => {
    const result = roNet({
      gross: 4050,
      baseSalaryIsMinWage: true,
      dependants: 4,
      under26: true,
      schoolChildren: 5,
    });
    expect(result.incomeBeforeDeductions).toBe(2437);
    expect(result.deductionsGranted).toBe(2437);
    expect(result.taxableIncome).toBe(0);
    expect(result.incomeTax).toBe(0);
    expect(result.net).toBe(4050 - 938 - 375);
    expect(result.allowances.map((line) => [line.kind, line.available, line.used])).toEqual([
      ['minimumWageFacility', 300, 300],
      ['personalDeduction', 1823, 1823],
      ['youthDeduction', 608, 608],
      ['schoolChildrenDeduction', 500, 6],
    ]);
    const saved = result.allowances
      .filter((line) => line.kind !== 'minimumWageFacility')
      .reduce((sum, line) => sum + line.taxSaved, 0);
    expect(saved).toBe(244); // the whole tax on 2 437
  });

  it('facility cliff: 4 300 → 4 301 loses the 300 RON (net 2 711 → 2 585)', () => {
    expect(roNet({ gross: 4300, baseSalaryIsMinWage: true }).net).toBe(2711);
    const lost = roNet({ gross: 4301, baseSalaryIsMinWage: true });
    expect(lost.net).toBe(2585);
    expect(lost.facilityExempt).toBe(0);
    expect(lost.notApplied).toEqual(['minimumWageFacility']);
  });

  it('the facility needs the contract base to be the minimum wage', () => {
    expect(roNet({ gross: 4050 }).net).toBe(2450);
    expect(roNet({ gross: 4050 }).facilityExempt).toBe(0);
  });

  it('4+ dependants cliff: 6 050 → 6 051 drops the deduction of 1 013 (≈ 100 RON net)', () => {
    const before = roNet({ gross: 6050, dependants: 4 });
    const after = roNet({ gross: 6051, dependants: 4 });
    expect(before.personalDeduction.amount).toBe(1013);
    expect(after.personalDeduction.amount).toBe(0);
    expect([before.net, after.net]).toEqual([3640, 3540]);
  });

  it('the net dips by 1–2 RON when a 50-RON band starts (4 100 → 4 101)', () => {
    expect(roNet({ gross: 4100 }).net - roNet({ gross: 4101 }).net).toBe(1);
  });
});

describe('calculateRoNet: hand-checked cases', () => {
  it('4 200 with the facility, 1 dependant, under 26: band 3 (23.5 % → 952) + youth 608', () => {
    const result = roNet({ gross: 4200, baseSalaryIsMinWage: true, dependants: 1, under26: true });
    expect(result).toMatchObject({
      contributionBase: 3900,
      cas: 975,
      cass: 390,
      personalDeduction: { band: 3, percentBp: 2350, amount: 952 },
      deductionsGranted: 1560,
      taxableIncome: 975,
      incomeTax: 98,
      net: 2737,
      employer: { cam: 88, totalCost: 4288 },
    });
  });

  it('6 000 with 4 dependants and 2 school children: band 39 (25.5 % → 1 033) + 200', () => {
    const result = roNet({ gross: 6000, dependants: 4, schoolChildren: 2 });
    expect(result).toMatchObject({
      deductionsGranted: 1233,
      incomeTax: 267,
      net: 3633,
      employer: { totalCost: 6135 },
    });
  });
});

describe('calculateRoGross: worked results (salary-2025.md §4.3)', () => {
  it.each([
    [
      2574,
      { baseSalaryIsMinWage: true },
      4050,
      [
        [4050, 4050],
        [4052, 4052],
      ],
    ],
    [2574, {}, 4279, [[4279, 4279]]],
    [
      2476,
      {},
      4097,
      [
        [4097, 4098],
        [4101, 4102],
      ],
    ],
    [3000, {}, 5063, [[5063, 5063]]],
    [
      3540,
      { dependants: 4 },
      5868,
      [
        [5868, 5868],
        [6051, 6051],
      ],
    ],
    [
      3600,
      { dependants: 4 },
      5977,
      [
        [5977, 5978],
        [6153, 6155],
      ],
    ],
    [5000, {}, 8548, [[8548, 8548]]],
    [10_000, {}, 17_093, [[17_093, 17_095]]],
    [25_000, {}, 42_736, [[42_736, 42_736]]],
  ] satisfies [number, Omit<RoSituationInput, 'month'>, number, [number, number][]][])(
    'net %i with %o: smallest gross %i',
    (target, flags, gross, ranges) => {
      const result = roGross(target, flags);
      expect(result.gross).toBe(gross);
      expect(result.exact).toBe(true);
      expect(result.breakdown.gross).toBe(gross);
      expect(result.breakdown.net).toBe(target);
      expect(result.exactRanges.map((range) => [range.from, range.to])).toEqual(ranges);
      expect(result.otherExactRanges).toEqual(ranges.slice(1).map(([from, to]) => ({ from, to })));
    },
  );

  it('25 000: 42 737 and 42 738 give 25 001', () => {
    expect(roNet({ gross: 42_737 }).net).toBe(25_001);
    expect(roNet({ gross: 42_738 }).net).toBe(25_001);
  });

  it('with the facility, a target below the minimum-wage net still needs the minimum wage', () => {
    const result = roGross(2000, { baseSalaryIsMinWage: true });
    expect(result).toMatchObject({ gross: 4050, exact: false, exactRanges: [] });
    expect(result.breakdown.net).toBe(2574);
  });

  it('with the facility, a target above the facility ceiling continues without it', () => {
    const result = roGross(2712, { baseSalaryIsMinWage: true });
    expect(result.gross).toBeGreaterThan(4300);
    expect(result.breakdown.facilityExempt).toBe(0);
    expect(result.breakdown.net).toBe(2712);
  });

  it('a zero target needs a zero gross', () => {
    expect(roGross(0, {})).toMatchObject({ gross: 0, exact: true });
  });
});

describe('a new year is data: minimum wage and facility by date range', () => {
  const ro2025 = salaryParameters.RO[2025];
  assert(ro2025 !== undefined);
  // Shaped like the announced 2026 rules (salary-2025.md §5): 4 050 and 300 RON up to 4 300 until
  // June, 4 325 and 200 RON up to 4 600 from July.
  const nextYear: RoSalaryParameters = {
    ...ro2025,
    year: 2026,
    minimumWage: [
      { from: '2026-01', amount: 4050 },
      { from: '2026-07', amount: 4325 },
    ],
    minimumWageFacility: [
      { from: '2026-01', facility: { exemptAmount: 300, grossCeiling: 4300 } },
      { from: '2026-07', facility: { exemptAmount: 200, grossCeiling: 4600 } },
    ],
  };
  const situation = (month: string) => ({
    month,
    dependants: 0,
    under26: false,
    schoolChildren: 0,
    baseSalaryIsMinWage: true,
  });

  it('reproduces the published 2026 check values: 4 050 → 2 574 / 4 134, 4 325 → 2 699 / 4 418', () => {
    const h1 = roNetWith(4050, situation('2026-03'), nextYear);
    expect([h1.net, h1.employer.totalCost]).toEqual([2574, 4134]);
    expect(h1.parameters.period).toEqual({ from: '2026-01', to: '2026-06' });
    const h2 = roNetWith(4325, situation('2026-09'), nextYear);
    expect([h2.net, h2.employer.totalCost]).toEqual([2699, 4418]);
    expect(h2.cass).toBe(413); // 412.5 rounds half up
    expect(h2.parameters).toMatchObject({
      minimumWage: 4325,
      facility: { exemptAmount: 200, grossCeiling: 4600 },
      period: { from: '2026-07', to: '2026-12' },
    });
  });

  it('the deduction follows the minimum wage in force: 20 % of 4 325 = 865 up to 6 325', () => {
    const h2 = { ...situation('2026-09'), baseSalaryIsMinWage: false };
    expect(roNetWith(4325, h2, nextYear).personalDeduction.amount).toBe(865);
    expect(roNetWith(6325, { ...h2, dependants: 4 }, nextYear).personalDeduction.band).toBe(40);
    expect(roNetWith(6326, { ...h2, dependants: 4 }, nextYear).personalDeduction.band).toBeNull();
  });
});
