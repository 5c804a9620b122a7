import { assert, describe, expect, it } from 'vitest';
import {
  calculateHuGross,
  calculateHuNet,
  type HuGrossResult,
  type HuNetBreakdown,
  huNet as huNetWith,
} from './hungary';
import { type HuSalaryParameters, salaryParameters } from './parameters';
import type { HuNetInput, HuSituationInput } from './schemas';

function huNet(input: HuNetInput): HuNetBreakdown {
  const result = calculateHuNet(input);
  assert(result.ok, result.ok ? '' : result.error.code);
  return result.value;
}

function huGross(targetNet: number, situation: HuSituationInput): HuGrossResult {
  const result = calculateHuGross(targetNet, situation);
  assert(result.ok, result.ok ? '' : result.error.code);
  return result.value;
}

const H1 = '2025-03';
const H2 = '2025-08';

describe('calculateHuNet: published examples (salary-2025.md §3)', () => {
  it.each([
    ['HU01 minimum wage', { gross: 290_800, month: H1 }, 193_382, 328_604],
    ['HU02 guaranteed wage minimum', { gross: 348_800, month: H1 }, 231_952, 394_144],
    ['HU03 no allowances', { gross: 500_000, month: H1 }, 332_500, 565_000],
    ['HU04 no allowances', { gross: 575_000, month: H1 }, 382_375, 649_750],
    [
      'HU05 2 children, Jul–Dec rates',
      { gross: 575_000, month: H2, children: 2 },
      442_375,
      649_750,
    ],
  ] satisfies [string, HuNetInput, number, number][])('%s', (_name, input, net, employerCost) => {
    const result = huNet(input);
    expect(result.net).toBe(net);
    expect(result.employer.totalCost).toBe(employerCost);
  });

  it('itemises HU01: TB, SZJA and szocho rounded per item', () => {
    const result = huNet({ gross: 290_800, month: '2025-01' });
    expect(result).toMatchObject({
      country: 'HU',
      currency: 'HUF',
      parameters: { year: 2025, month: '2025-01', period: { from: '2025-01', to: '2025-06' } },
      taxBase: 290_800,
      szja: 43_620,
      tb: 53_798,
      familyContributionAllowance: 0,
      tbPaid: 53_798,
      allowances: [],
      notInForce: [],
      employeeDeductions: 97_418,
      employer: { szocho: 37_804, totalCost: 328_604 },
    });
  });

  it('HU05: the family allowance takes 400 000 of the base and saves 60 000 SZJA', () => {
    const result = huNet({ gross: 575_000, month: H2, children: 2 });
    expect(result.parameters.period).toEqual({ from: '2025-07', to: '2025-09' });
    expect(result.taxBase).toBe(175_000);
    expect(result.szja).toBe(26_250);
    expect(result.allowances).toEqual([
      { kind: 'family', available: 400_000, used: 400_000, taxSaved: 60_000 },
    ]);
  });
});

describe('calculateHuNet: allowances (salary-2025.md §1.2)', () => {
  const plain = huNet({ gross: 800_000, month: H1 }).net;

  it('2 children in H1 save 39 999 a month (2 × 133 330 × 15 %), not 40 000', () => {
    expect(huNet({ gross: 800_000, month: H1, children: 2 }).net - plain).toBe(39_999);
  });

  it('the per-child rate follows the eltartott count, multiplied by the beneficiaries', () => {
    const result = huNet({ gross: 800_000, month: H2, children: 1, eltartott: 3 });
    expect(result.allowances[0]).toEqual({
      kind: 'family',
      available: 330_000,
      used: 330_000,
      taxSaved: 49_500,
    });
    expect(huNet({ gross: 800_000, month: H2, children: 1 }).net - plain).toBe(15_000);
    expect(huNet({ gross: 800_000, month: H2, children: 3 }).net - plain).toBe(148_500);
  });

  it('the family allowance changes in July 2025', () => {
    // 66 670 × 15 % = 10 000.5, but the SZJA of 733 330 is 109 999.5 → 110 000: saving 10 000.
    expect(huNet({ gross: 800_000, month: '2025-06', children: 1 }).net - plain).toBe(10_000);
    expect(huNet({ gross: 800_000, month: '2025-07', children: 1 }).net - plain).toBe(15_000);
  });

  it('unused family allowance spills over into the TB, at most the TB (§4.2 net = gross)', () => {
    const result = huNet({ gross: 290_800, month: H1, children: 3 });
    expect(result.szja).toBe(0);
    expect(result.familyContributionAllowance).toBe(result.tb);
    expect(result.tbPaid).toBe(0);
    expect(result.net).toBe(290_800);
    expect(result.allowances.at(-1)).toEqual({
      kind: 'familyContribution',
      available: 55_380,
      used: 53_798,
      taxSaved: 53_798,
    });
  });

  it('under 25: base reduced up to 656 785 (max saving 98 518), the rest lost', () => {
    expect(huNet({ gross: 300_000, month: H1, under25: true }).net).toBe(244_500);
    const above = huNet({ gross: 1_000_000, month: H1, under25: true });
    expect(above.allowances).toEqual([
      { kind: 'under25', available: 656_785, used: 656_785, taxSaved: 98_518 },
    ]);
    expect(above.net).toBe(665_000 + 98_518);
  });

  it('mothers under 30 share the under-25 cap: the two are not cumulative', () => {
    const both = huNet({ gross: 1_000_000, month: H1, under25: true, mother30: true });
    const mother = huNet({ gross: 1_000_000, month: H1, mother30: true });
    expect(both.net).toBe(mother.net);
    expect(mother.allowances.map((line) => line.kind)).toEqual(['mother30']);
  });

  it('disability (személyi) saves 14 535 and first-married 5 000', () => {
    expect(huNet({ gross: 600_000, month: H1, disability: true }).net - 399_000).toBe(14_535);
    expect(huNet({ gross: 600_000, month: H1, firstMarried: true }).net - 399_000).toBe(5_000);
  });

  it('mothers of 4+ pay no SZJA in any month', () => {
    const result = huNet({ gross: 1_000_000, month: '2025-01', motherOf4Plus: true });
    expect(result.szja).toBe(0);
    expect(result.net).toBe(815_000);
    expect(result.allowances[0]).toEqual({
      kind: 'motherOf4PlusExemption',
      available: null,
      used: 1_000_000,
      taxSaved: 150_000,
    });
  });

  it('mothers of 3 are exempt only from October 2025, otherwise flagged as not in force', () => {
    const september = huNet({ gross: 500_000, month: '2025-09', motherOf3: true });
    expect(september.szja).toBe(75_000);
    expect(september.notInForce).toEqual(['motherOf3Exemption']);
    const october = huNet({ gross: 500_000, month: '2025-10', motherOf3: true });
    expect(october.szja).toBe(0);
    expect(october.notInForce).toEqual([]);
    expect(october.parameters.period).toEqual({ from: '2025-10', to: '2025-12' });
  });

  it('a mother of 4+ flagged as mother of 3 too gets one exemption line', () => {
    const result = huNet({
      gross: 500_000,
      month: '2025-11',
      motherOf3: true,
      motherOf4Plus: true,
    });
    expect(result.allowances.map((line) => line.kind)).toEqual(['motherOf4PlusExemption']);
  });

  it('the family allowance spills over into TB even when the base was exempted', () => {
    const result = huNet({ gross: 600_000, month: '2025-11', motherOf3: true, children: 3 });
    expect(result.szja).toBe(0);
    // 3 × 330 000 × 15 % = 148 500, capped at the TB of 111 000.
    expect(result.familyContributionAllowance).toBe(111_000);
    expect(result.net).toBe(600_000);
  });

  it('applies the reductions in the 2025 order and the tax saved adds up to the SZJA difference', () => {
    const result = huNet({
      gross: 900_000,
      month: H1,
      under25: true,
      disability: true,
      firstMarried: true,
      children: 1,
    });
    expect(result.allowances.map((line) => [line.kind, line.used])).toEqual([
      ['under25', 656_785],
      ['personal', 96_900],
      ['firstMarried', 33_335],
      ['family', 66_670],
    ]);
    const saved = result.allowances.reduce((sum, line) => sum + line.taxSaved, 0);
    expect(saved).toBe(135_000 - result.szja);
    expect(result.net).toBe(result.gross - result.szja - result.tbPaid);
  });

  it('a zero gross costs nothing and pays nothing', () => {
    expect(huNet({ gross: 0, month: H1, children: 2 })).toMatchObject({
      net: 0,
      szja: 0,
      tb: 0,
      employer: { totalCost: 0 },
    });
  });
});

describe('calculateHuNet: hand-checked cases', () => {
  it('mother of 3 in November, 3 children, 750 000: no SZJA, JK covers the whole TB', () => {
    const result = huNet({ gross: 750_000, month: '2025-11', children: 3, motherOf3: true });
    expect(result).toMatchObject({ szja: 0, tb: 138_750, tbPaid: 0, net: 750_000 });
    expect(result.employer.totalCost).toBe(847_500);
  });

  it('1 200 000 in August, 2 children, first married, disability: SZJA of 669 765 = 100 465', () => {
    const result = huNet({
      gross: 1_200_000,
      month: '2025-08',
      children: 2,
      firstMarried: true,
      disability: true,
    });
    expect(result).toMatchObject({ taxBase: 669_765, szja: 100_465, tbPaid: 222_000 });
    expect(result.net).toBe(877_535);
    expect(result.employer.totalCost).toBe(1_356_000);
  });
});

describe('calculateHuGross: worked results (salary-2025.md §4.2)', () => {
  it.each([
    [400_000, {}, 601_503],
    [193_382, {}, 290_800],
    [300_000, { children: 2, month: H2 }, 360_902],
    [250_000, { under25: true }, 306_748],
    [600_000, { under25: true }, 754_108],
    [290_800, { children: 3 }, 290_800],
  ] satisfies [number, Partial<HuSituationInput>, number][])(
    'net %i with %o needs gross %i',
    (target, flags, gross) => {
      const result = huGross(target, { month: H1, ...flags });
      expect(result.gross).toBe(gross);
      expect(result.exact).toBe(true);
      expect(result.breakdown.net).toBe(target);
      expect(result.breakdown.gross).toBe(gross);
    },
  );

  it('reports the rounding plateau: 601 504 gives 400 000 too', () => {
    const result = huGross(400_000, { month: H1 });
    expect(result.exactRanges).toEqual([{ from: 601_503, to: 601_504 }]);
    expect(result.otherExactRanges).toEqual([]);
  });

  it('finds the smallest gross across a 1-HUF rounding dip (400 029 → 400 030)', () => {
    // TB and SZJA both round up at 400 030: the net falls from 266 020 to 266 019.
    expect(huNet({ gross: 400_029, month: H1 }).net).toBe(266_020);
    expect(huNet({ gross: 400_030, month: H1 }).net).toBe(266_019);
    const result = huGross(266_019, { month: H1 });
    expect(result.gross).toBe(400_028);
    expect(result.exactRanges).toEqual([
      { from: 400_028, to: 400_028 },
      { from: 400_030, to: 400_030 },
    ]);
    expect(result.otherExactRanges).toEqual([{ from: 400_030, to: 400_030 }]);
    expect(huGross(266_020, { month: H1 }).gross).toBe(400_029);
  });

  it('300 000 with 2 children in H2: SZJA 0, JK 5 865', () => {
    const { breakdown } = huGross(300_000, { month: H2, children: 2 });
    expect(breakdown.szja).toBe(0);
    expect(breakdown.familyContributionAllowance).toBe(5_865);
  });

  it('a zero target needs a zero gross', () => {
    expect(huGross(0, { month: H1 })).toMatchObject({ gross: 0, exact: true });
  });
});

describe('a new year is data: order and caps come from the parameter table', () => {
  const hu2025 = salaryParameters.HU[2025];
  assert(hu2025 !== undefined);
  // Shaped like the announced 2026 rules: mothers under 30 first and uncapped, then the mothers'
  // exemptions (4+ not listed here), then under 25 with its own cap.
  const nextYear: HuSalaryParameters = {
    ...hu2025,
    year: 2026,
    mothersExemptionFrom: { motherOf3: '2026-01' },
    familyAllowance: [{ from: '2026-01', bases: hu2025.familyAllowance[1]?.bases ?? fail() }],
    baseReductions: [
      { step: 'youngEarner', flags: ['mother30'], cap: null },
      { step: 'mothersExemption' },
      { step: 'youngEarner', flags: ['under25'], cap: 715_765 },
      { step: 'personal', base: 107_600 },
      { step: 'firstMarried', base: 33_335 },
      { step: 'family' },
    ],
  };
  const situation = {
    month: '2026-03',
    children: 0,
    under25: false,
    mother30: true,
    motherOf3: false,
    motherOf4Plus: true,
    firstMarried: false,
    disability: true,
  };

  it('applies the steps in the listed order, uncapped where the cap is null', () => {
    const result = huNetWith(2_000_000, situation, nextYear);
    expect(result.szja).toBe(0);
    expect(result.allowances.map((line) => [line.kind, line.available, line.used])).toEqual([
      ['mother30', null, 2_000_000],
      ['personal', 107_600, 0],
    ]);
    expect(result.notInForce).toEqual(['motherOf4PlusExemption']);
    expect(result.parameters).toEqual({
      year: 2026,
      month: '2026-03',
      period: { from: '2026-01', to: '2026-12' },
    });
  });

  it('reproduces the published 2026 minimum-wage nets (214 662 and 248 178)', () => {
    const plain = { ...situation, mother30: false, motherOf4Plus: false, disability: false };
    expect(huNetWith(322_800, plain, nextYear).net).toBe(214_662);
    expect(huNetWith(373_200, plain, nextYear).net).toBe(248_178);
  });

  it('keeps under 25 and mothers under 30 apart when they are separate steps', () => {
    const both = huNetWith(1_000_000, { ...situation, under25: true, mother30: true }, nextYear);
    expect(both.allowances.map((line) => line.kind)).toEqual(['mother30', 'under25', 'personal']);
  });
});

function fail(): never {
  throw new Error('2025 parameters lost their second family-allowance segment');
}
