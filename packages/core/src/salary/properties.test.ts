import fc from 'fast-check';
import { assert, describe, expect, it } from 'vitest';
import { calculateHuGross, calculateHuNet, HU_NET_DIP_WINDOW } from './hungary';
import { calculateRoGross, calculateRoNet } from './romania';
import type { HuSituationInput, RoSituationInput } from './schemas';

const monthArb = fc.integer({ min: 1, max: 12 }).map((m) => `2025-${String(m).padStart(2, '0')}`);

const huSituationArb: fc.Arbitrary<HuSituationInput> = fc
  .record({
    month: monthArb,
    children: fc.integer({ min: 0, max: 6 }),
    extraEltartott: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    under25: fc.boolean(),
    mother30: fc.boolean(),
    motherOf3: fc.boolean(),
    motherOf4Plus: fc.boolean(),
    firstMarried: fc.boolean(),
    disability: fc.boolean(),
  })
  .map(({ extraEltartott, ...rest }) => ({
    ...rest,
    ...(extraEltartott === undefined ? {} : { eltartott: rest.children + extraEltartott }),
  }));

const roSituationArb: fc.Arbitrary<RoSituationInput> = fc.record({
  month: monthArb,
  dependants: fc.integer({ min: 0, max: 5 }),
  under26: fc.boolean(),
  schoolChildren: fc.integer({ min: 0, max: 4 }),
  baseSalaryIsMinWage: fc.boolean(),
  deductionRounding: fc.constantFrom('halfUp' as const, 'dropHalf' as const),
});

/** Most salaries are small; the whole accepted range is still exercised. */
const huGrossArb = fc.oneof(
  fc.integer({ min: 0, max: 1_500_000 }),
  fc.integer({ min: 0, max: 1_000_000_000 }),
);
/** Around and inside the RO deduction bands, and far above them. */
const roGrossArb = fc.oneof(
  fc.integer({ min: 4050, max: 6300 }),
  fc.integer({ min: 4050, max: 60_000 }),
  fc.integer({ min: 4050, max: 1_000_000_000 }),
);

function huNetOf(gross: number, situation: HuSituationInput): number {
  const result = calculateHuNet({ gross, ...situation });
  assert(result.ok, result.ok ? '' : result.error.code);
  return result.value.net;
}

function roNetOf(gross: number, situation: RoSituationInput): number {
  const result = calculateRoNet({ gross, ...situation });
  assert(result.ok, result.ok ? '' : result.error.code);
  return result.value.net;
}

describe('Hungary properties', () => {
  it('0 ≤ net ≤ gross, whole forints, and the items add up', () => {
    fc.assert(
      fc.property(huGrossArb, huSituationArb, (gross, situation) => {
        const result = calculateHuNet({ gross, ...situation });
        assert(result.ok);
        const b = result.value;
        expect(b.net).toBeGreaterThanOrEqual(0);
        expect(b.net).toBeLessThanOrEqual(gross);
        expect(Number.isInteger(b.net)).toBe(true);
        expect(b.net).toBe(gross - b.szja - b.tbPaid);
        expect(b.tbPaid).toBeGreaterThanOrEqual(0);
        expect(b.employer.totalCost).toBe(gross + b.employer.szocho);
      }),
      { numRuns: 300 },
    );
  });

  it('the net never decreases over 5 HUF or more, for every flag combination', () => {
    fc.assert(
      fc.property(
        huGrossArb,
        fc.integer({ min: 5, max: 50_000 }),
        huSituationArb,
        (gross, step, situation) => {
          const higher = Math.min(gross + step, 1_000_000_000);
          expect(huNetOf(higher, situation)).toBeGreaterThanOrEqual(huNetOf(gross, situation));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('1 HUF more gross changes the net by −1, 0 or +1 (rounding dips of TB and SZJA)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), huSituationArb, (gross, situation) => {
        const change = huNetOf(gross + 1, situation) - huNetOf(gross, situation);
        expect([-1, 0, 1]).toContain(change);
      }),
      { numRuns: 400 },
    );
  });

  it(`the net over ${HU_NET_DIP_WINDOW} HUF never falls below any earlier net (exhaustive stretch)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_200_000 }), huSituationArb, (start, situation) => {
        let highest = Number.NEGATIVE_INFINITY;
        const nets: number[] = [];
        for (let g = start; g < start + 400; g += 1) nets.push(huNetOf(g, situation));
        nets.forEach((net, i) => {
          if (i >= HU_NET_DIP_WINDOW) {
            highest = Math.max(highest, nets[i - HU_NET_DIP_WINDOW] ?? highest);
            expect(net).toBeGreaterThan(highest);
          }
        });
      }),
      { numRuns: 40 },
    );
  });

  it('net → gross → net returns every target, with the smallest such gross', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 500_000_000 })),
        huSituationArb,
        (target, situation) => {
          const result = calculateHuGross(target, situation);
          assert(result.ok, result.ok ? '' : result.error.code);
          const { gross, exact, breakdown, exactRanges } = result.value;
          expect(exact).toBe(true);
          expect(breakdown.net).toBe(target);
          expect(huNetOf(gross, situation)).toBe(target);
          // Minimal: nothing below reaches the target (further down, the window property holds).
          for (let g = Math.max(0, gross - 2 * HU_NET_DIP_WINDOW); g < gross; g += 1) {
            expect(huNetOf(g, situation)).toBeLessThan(target);
          }
          expect(exactRanges[0]?.from).toBe(gross);
          for (const range of exactRanges) {
            expect(huNetOf(range.to, situation)).toBe(target);
            if (range.to < 1_000_000_000) expect(huNetOf(range.to + 1, situation)).not.toBe(target);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('Romania properties', () => {
  it('0 ≤ net ≤ gross, whole lei, and the items add up', () => {
    fc.assert(
      fc.property(roGrossArb, roSituationArb, (gross, situation) => {
        const result = calculateRoNet({ gross, ...situation });
        assert(result.ok);
        const b = result.value;
        expect(b.net).toBeGreaterThanOrEqual(0);
        expect(b.net).toBeLessThanOrEqual(gross);
        expect(Number.isInteger(b.net)).toBe(true);
        expect(b.net).toBe(gross - b.cas - b.cass - b.incomeTax);
        expect(b.employer.totalCost).toBe(gross + b.employer.cam);
      }),
      { numRuns: 300 },
    );
  });

  it('above the deduction bands the net never decreases (what the binary search relies on)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6051, max: 999_999_999 }),
        roSituationArb,
        (gross, situation) => {
          expect(roNetOf(gross + 1, situation)).toBeGreaterThanOrEqual(roNetOf(gross, situation));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('net → gross → net returns every reachable target, with the smallest such gross', () => {
    fc.assert(
      fc.property(roGrossArb, roSituationArb, (reached, situation) => {
        const target = roNetOf(reached, situation);
        const result = calculateRoGross(target, situation);
        assert(result.ok, result.ok ? '' : result.error.code);
        const { gross, exact, breakdown, exactRanges } = result.value;
        const floor = situation.baseSalaryIsMinWage ? 4050 : 0;
        // The net rises by at most 1 per leu, so the first gross reaching the target hits it
        // exactly, except when the search starts above it: with the facility, at 4 050 (net 2 574)
        // for a target only reached in a dip such as 4 051 (2 573).
        if (gross > floor) {
          expect(exact).toBe(true);
          expect(breakdown.net).toBe(target);
          expect(roNetOf(gross - 1, situation)).toBeLessThan(target);
        } else {
          expect(breakdown.net).toBeGreaterThanOrEqual(target);
        }
        expect(gross).toBeLessThanOrEqual(reached);
        // Every exact run is maximal, and the gross we started from lies in one of them.
        for (const range of exactRanges) {
          expect(roNetOf(range.from, situation)).toBe(target);
          expect(roNetOf(range.to, situation)).toBe(target);
          if (range.from > floor) expect(roNetOf(range.from - 1, situation)).not.toBe(target);
          if (range.to < 1_000_000_000) expect(roNetOf(range.to + 1, situation)).not.toBe(target);
        }
        expect(exactRanges.some((r) => r.from <= reached && reached <= r.to)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the returned gross is the smallest of all (exhaustive check in the band region)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 4200 }), roSituationArb, (target, situation) => {
        const result = calculateRoGross(target, situation);
        assert(result.ok);
        const floor = situation.baseSalaryIsMinWage ? 4050 : 0;
        for (let g = Math.max(floor, target); g < result.value.gross; g += 1) {
          expect(roNetOf(g, situation)).toBeLessThan(target);
        }
        expect(result.value.breakdown.net).toBeGreaterThanOrEqual(target);
      }),
      { numRuns: 25 },
    );
  });
});
