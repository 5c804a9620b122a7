import { JOB_EXTRAS, JOB_LEVELS, JOB_TYPES } from '../schemas/fields.ts';
import type { OpenJobIndex } from './open-job-index.ts';

/** A facet dimension: each facet counts the ads that pass every other dimension (multi-select). */
export const DIMENSIONS = ['category', 'location', 'types', 'levels', 'extras', 'flags'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** A test on one slot of the index. */
export type SlotTest = (slot: number) => boolean;

export interface MatchCriteria {
  /** Conditions every count shares: the region, open today, the text, a landing list's filter. */
  base: SlotTest;
  /** One test per dimension; absent when the search does not filter by it. */
  dimensions: Partial<Record<Dimension, SlotTest>>;
  /** Today and the bounds of the new and expiring states, as day numbers. */
  newFromDay: number;
  expiringToDay: number;
  withFacets: boolean;
}

export type CountRow = { dim: string; key: string; n: number };

export interface MatchResult {
  /** The slots of the ads that pass everything, unordered. */
  slots: number[];
  rows: CountRow[];
}

class Counter {
  readonly counts = new Map<string, number>();
  add(key: string) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  rows(dim: string): CountRow[] {
    return [...this.counts].map(([key, n]) => ({ dim, key, n }));
  }
}

/**
 * One pass over the region's ads: the ones passing every test are the result; with facets, an ad
 * failing exactly one dimension still counts in that dimension's facets (they ignore their own
 * filter), and one failing two or more counts nowhere.
 */
export function matchOpenJobs(index: OpenJobIndex, criteria: MatchCriteria): MatchResult {
  const tests = DIMENSIONS.map((dimension) => criteria.dimensions[dimension]);
  const slots: number[] = [];
  const category = new Counter();
  const subcategory = new Counter();
  const location = new Counter();
  const type = new Counter();
  const level = new Counter();
  const extra = new Counter();
  const flags = { salary: 0, new: 0, expiring: 0 };
  const failed: boolean[] = new Array(DIMENSIONS.length).fill(false);
  for (let slot = 0; slot < index.size; slot++) {
    if (!criteria.base(slot)) continue;
    let failures = 0;
    for (let d = 0; d < tests.length; d++) {
      const test = tests[d];
      const fails = test !== undefined && !test(slot);
      failed[d] = fails;
      if (fails) failures++;
    }
    if (failures === 0) slots.push(slot);
    if (!criteria.withFacets || failures > 1) continue;
    const counts = (d: Dimension) => failures === 0 || failed[DIMENSIONS.indexOf(d)] === true;
    if (counts('category')) {
      category.add(String(index.categoryId[slot]));
      for (const id of index.subcategoryIds[slot] ?? []) subcategory.add(String(id));
    }
    if (counts('location')) location.add(index.cityOf.get(index.locationId[slot] ?? 0) ?? '');
    if (counts('types')) type.add(JOB_TYPES[index.type[slot] ?? 0] ?? '');
    if (counts('levels')) level.add(JOB_LEVELS[index.level[slot] ?? 0] ?? '');
    if (counts('extras')) {
      const mask = index.extras[slot] ?? 0;
      JOB_EXTRAS.forEach((name, bit) => {
        if (mask & (1 << bit)) extra.add(name);
      });
    }
    if (counts('flags')) {
      if (!Number.isNaN(index.salaryMax[slot])) flags.salary++;
      if ((index.publishedDay[slot] ?? 0) >= criteria.newFromDay) flags.new++;
      if ((index.deadlineDay[slot] ?? 0) <= criteria.expiringToDay) flags.expiring++;
    }
  }
  if (!criteria.withFacets) return { slots, rows: [] };
  return {
    slots,
    rows: [
      ...category.rows('category'),
      ...subcategory.rows('subcategory'),
      ...type.rows('type'),
      ...level.rows('level'),
      ...extra.rows('extra'),
      ...location.rows('location'),
      { dim: 'flag', key: 'salary', n: flags.salary },
      { dim: 'flag', key: 'new', n: flags.new },
      { dim: 'flag', key: 'expiring', n: flags.expiring },
    ],
  };
}

export type SlotOrder = 'featured' | 'rank' | 'newest' | 'deadline' | 'salary';

/**
 * The matches in the order of the search's sort, ties broken by id as the SQL ordering did, so
 * pages are stable: relevance without text puts featured ads first, then the newest.
 */
export function orderSlots(
  index: OpenJobIndex,
  slots: number[],
  order: SlotOrder,
  rankOf?: (slot: number) => number,
): number[] {
  const { id, publishedMs, deadlineDay, salaryMax, featured } = index;
  const byNewest = (a: number, b: number) =>
    (publishedMs[b] ?? 0) - (publishedMs[a] ?? 0) || (id[b] ?? 0) - (id[a] ?? 0);
  const compare: Record<SlotOrder, (a: number, b: number) => number> = {
    featured: (a, b) => (featured[b] ?? 0) - (featured[a] ?? 0) || byNewest(a, b),
    rank: (a, b) => (rankOf?.(b) ?? 0) - (rankOf?.(a) ?? 0) || byNewest(a, b),
    newest: byNewest,
    deadline: (a, b) =>
      (deadlineDay[a] ?? 0) - (deadlineDay[b] ?? 0) || (id[a] ?? 0) - (id[b] ?? 0),
    salary: (a, b) => {
      const x = salaryMax[a] ?? Number.NaN;
      const y = salaryMax[b] ?? Number.NaN;
      if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
      return (Number.isNaN(x) ? 0 : y - x) || (id[b] ?? 0) - (id[a] ?? 0);
    },
  };
  return slots.sort(compare[order]);
}
