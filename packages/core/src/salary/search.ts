/** Smallest integer in `[lo, hi]` where the monotone predicate holds (`hi` when none before it). */
export function smallestGrossWhere(
  predicate: (gross: number) => boolean,
  lo: number,
  hi: number,
): number {
  let low = lo;
  let high = hi;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (predicate(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Smallest integer gross in `[lo, hi]` whose net reaches `target`, for a net that is monotone
 * except for dips that `window` steps always make up: `net(g) ≥ net(h)` whenever `g − h ≥ window`.
 * Needs `net(lo − 1) < target` (true for `lo = target`, as the net never exceeds the gross).
 * Returns `undefined` when no gross up to `hi` reaches the target.
 */
export function smallestGrossReaching(
  netOf: (gross: number) => number,
  target: number,
  lo: number,
  hi: number,
  window: number,
): number | undefined {
  const reaches = (gross: number) => netOf(gross) >= target;
  // Nothing above `hi` counts, and below `hi − window` the net is at most what it is at `hi`.
  let high: number | undefined;
  for (let g = Math.max(lo, hi - window); g <= hi && high === undefined; g += 1) {
    if (reaches(g)) high = g;
  }
  if (high === undefined) return undefined;
  // Invariant: reaches(high), and the gross just below `low` does not reach the target.
  const boundary = smallestGrossWhere(reaches, lo, high);
  // A boundary of a non-monotone predicate need not be the first: only a dip within `window`
  // below it can hide a smaller gross (further down the net is below the boundary's neighbour).
  for (let g = Math.max(lo, boundary - window); g < boundary; g += 1) {
    if (reaches(g)) return g;
  }
  return boundary;
}

/** A run of consecutive gross values, both ends included. */
export interface GrossRange {
  readonly from: number;
  readonly to: number;
}

/** Appends `[from, to]` to ascending runs, merging it into the last run when they touch. */
export function appendRun(runs: GrossRange[], from: number, to: number): void {
  const last = runs.at(-1);
  if (last !== undefined && last.to + 1 === from) runs[runs.length - 1] = { from: last.from, to };
  else runs.push({ from, to });
}
