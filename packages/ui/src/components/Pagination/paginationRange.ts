/** One slot of a pagination bar: a page number or a gap of skipped pages. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_unused, index) => from + index);
}

/**
 * The pages to show: always the first and the last, the current page with `siblings` neighbours
 * on each side, and an ellipsis for each gap. The bar keeps the same number of slots wherever the
 * current page is (2 × siblings + 5), and a gap of a single page shows that page instead.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount < 1) return [];
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const current = Math.min(Math.max(Math.round(page), 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const gapLeft = left > 3;
  const gapRight = right < pageCount - 2;
  const edgeRun = slots - 2;
  if (!gapLeft) return [...range(1, edgeRun), 'end-ellipsis', pageCount];
  if (!gapRight) return [1, 'start-ellipsis', ...range(pageCount - edgeRun + 1, pageCount)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', pageCount];
}
