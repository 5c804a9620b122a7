import { describe, expect, it } from 'vitest';
import { orderSlots } from '../src/search/match-open-jobs.ts';
import { AD_LANGUAGES, type OpenJobIndex } from '../src/search/open-job-index.ts';

// Issue 18: with more featured ads than a page holds, every card on page 1 of /jobs wore the
// featured border, so none stood out. The default order spreads them: three on a page of 20.

/** An index of `size` ads, the newest first, featured where `isFeatured` says. */
function indexOf(
  size: number,
  isFeatured: (slot: number) => boolean,
  languageOf: (slot: number) => number = () => 0,
): OpenJobIndex {
  const index = {
    language: Uint8Array.from({ length: size }, (_, slot) => languageOf(slot)),
    size,
    id: Float64Array.from({ length: size }, (_, slot) => slot + 1),
    publishedMs: Float64Array.from({ length: size }, (_, slot) => 1_000_000 - slot),
    featured: Uint8Array.from({ length: size }, (_, slot) => (isFeatured(slot) ? 1 : 0)),
  };
  return index as unknown as OpenJobIndex;
}

const slots = (size: number) => Array.from({ length: size }, (_, slot) => slot);

describe('the default job order', () => {
  it('marks few cards of a page even when half of the ads are featured', () => {
    const index = indexOf(120, (slot) => slot % 2 === 0);
    const ordered = orderSlots(index, slots(120), 'featured');
    for (let page = 0; page < 3; page += 1) {
      const cards = ordered.slice(page * 20, page * 20 + 20);
      expect(cards.filter((slot) => index.featured[slot] === 1)).toHaveLength(3);
    }
    // Every ad is listed once.
    expect([...ordered].sort((a, b) => a - b)).toEqual(slots(120));
  });

  it('puts the newest featured ad first and keeps both groups newest first', () => {
    const index = indexOf(30, (slot) => slot >= 20);
    const ordered = orderSlots(index, slots(30), 'featured');
    expect(ordered.slice(0, 8)).toEqual([20, 0, 1, 2, 3, 4, 5, 21]);
  });

  it('lists the rest in order once one group runs out', () => {
    const index = indexOf(6, (slot) => slot < 5);
    expect(orderSlots(index, slots(6), 'featured')).toEqual([0, 5, 1, 2, 3, 4]);
  });

  // Issue 18: the RO site listed Hungarian-titled ads among the first with no hint.
  it('lists the ads in the site’s language first, each group newest first with its featured spread', () => {
    const romanian = AD_LANGUAGES.indexOf('ro');
    // Every third ad is Romanian; the 10th (slot 9) is a featured Romanian one.
    const index = indexOf(
      30,
      (slot) => slot === 9 || slot === 1,
      (slot) => (slot % 3 === 0 ? romanian : AD_LANGUAGES.indexOf('hu')),
    );
    const ordered = orderSlots(index, slots(30), 'featured', undefined, romanian);
    expect(ordered.slice(0, 10)).toEqual([9, 0, 3, 6, 12, 15, 18, 21, 24, 27]);
    expect(ordered.slice(10, 13)).toEqual([1, 2, 4]);
    expect([...ordered].sort((a, b) => a - b)).toEqual(slots(30));
    // Sorting by a column keeps that order, whatever the language.
    expect(orderSlots(index, slots(30), 'newest', undefined, romanian)).toEqual(slots(30));
  });
});
