import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendRun, type GrossRange, smallestGrossReaching, smallestGrossWhere } from './search';

describe('smallestGrossWhere', () => {
  it('finds the first gross of a monotone predicate', () => {
    expect(smallestGrossWhere((g) => g * g >= 50, 0, 100)).toBe(8);
    expect(smallestGrossWhere(() => true, 5, 100)).toBe(5);
  });
});

describe('smallestGrossReaching', () => {
  it('looks below the binary-search boundary when a dip hides the first gross', () => {
    const nets = [0, 1, 2, 3, 3, 2, 3, 3, 3, 3, 4];
    const netOf = (g: number) => nets[g] ?? 4;
    // 3 is the first gross reaching 3; a plain binary search over [1, 10] probes the dip at 5
    // first and ends at 6.
    expect(smallestGrossWhere((g) => netOf(g) >= 3, 1, 10)).toBe(6);
    expect(smallestGrossReaching(netOf, 3, 1, 10, 3)).toBe(3);
  });

  it('reports an unreachable target', () => {
    expect(smallestGrossReaching((g) => Math.floor(g / 2), 60, 60, 100, 3)).toBeUndefined();
  });

  it('uses a reaching gross inside the last window when the very last one dips', () => {
    const netOf = (g: number) => (g === 100 ? 48 : Math.floor(g / 2));
    expect(smallestGrossReaching(netOf, 49, 49, 100, 3)).toBe(98);
  });

  it('agrees with a linear scan for nets whose dips the window makes up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(-1, 0, 1, 1, 1), { minLength: 1, maxLength: 300 }),
        fc.nat(400),
        (steps, rawTarget) => {
          // Build a net from the steps, then make it window-monotone: net(g) ≥ max before g − 4.
          const nets: number[] = [];
          let net = 0;
          for (const step of steps) {
            net += step;
            const floor = nets.length >= 4 ? Math.max(...nets.slice(0, nets.length - 3)) : -1;
            net = Math.max(net, floor + 1);
            nets.push(net);
          }
          const netOf = (g: number) => nets[g] ?? Number.NEGATIVE_INFINITY;
          const hi = nets.length - 1;
          const target = rawTarget % (Math.max(...nets) + 2);
          const lo = 0;
          if (netOf(lo) >= target && target > 0) return; // precondition: net(lo − 1) < target
          const expected = nets.findIndex((n) => n >= target);
          expect(smallestGrossReaching(netOf, target, lo, hi, 4)).toBe(
            expected === -1 ? undefined : expected,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('appendRun', () => {
  it('merges touching runs and keeps separate ones apart', () => {
    const runs: GrossRange[] = [];
    appendRun(runs, 5, 5);
    appendRun(runs, 6, 6);
    appendRun(runs, 9, 12);
    appendRun(runs, 13, 20);
    expect(runs).toEqual([
      { from: 5, to: 6 },
      { from: 9, to: 20 },
    ]);
  });
});
