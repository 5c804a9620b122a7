import { describe, expect, it } from 'vitest';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('lists every page when they fit in 7 slots', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('near the start: one gap before the last page', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('in the middle: gaps on both sides of the current page and its neighbours', () => {
    expect(paginationRange(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
  });

  it('near the end: one gap after the first page', () => {
    expect(paginationRange(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows a single skipped page rather than an ellipsis', () => {
    expect(paginationRange(4, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
    expect(paginationRange(5, 8)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8]);
  });

  it('keeps the current page inside 1 … pageCount', () => {
    expect(paginationRange(0, 20)).toEqual(paginationRange(1, 20));
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
  });

  it('takes more neighbours', () => {
    expect(paginationRange(10, 20, 2)).toEqual([
      1,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      20,
    ]);
  });
});
