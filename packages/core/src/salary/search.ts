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
