import {
  jobExtras as JOB_EXTRAS,
  jobLevels as JOB_LEVELS,
  jobTypes as JOB_TYPES,
} from '@allas/core';
import type { OpenJobIndex } from './open-job-index.ts';

/** A facet dimension: each facet counts the ads that pass every other dimension (multi-select). */
export const DIMENSIONS = ['category', 'location', 'types', 'levels', 'extras', 'flags'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** A test on one slot of the index. */
export type SlotTest = (slot: number) => boolean;

export interface MatchCriteria {
  /** The region, whose slots are the only ones read. */
  region: 'HU' | 'RO';
  /** Conditions every count shares: open today, the text, a landing list's filter. */
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

/** Counts per small integer key (category, location, type, level ids), grown as needed. */
class IdCounts {
  counts = new Int32Array(64);
  add(id: number) {
    if (id >= this.counts.length) {
      const grown = new Int32Array(Math.max(id + 1, this.counts.length * 2));
      grown.set(this.counts);
      this.counts = grown;
    }
    this.counts[id] = (this.counts[id] ?? 0) + 1;
  }
  rows(dim: string, keyOf: (id: number) => string): CountRow[] {
    const rows: CountRow[] = [];
    this.counts.forEach((n, id) => {
      if (n > 0) rows.push({ dim, key: keyOf(id), n });
    });
    return rows;
  }
}

const bit = (dimension: Dimension) => 1 << DIMENSIONS.indexOf(dimension);
const CATEGORY = bit('category');
const LOCATION = bit('location');
const TYPES = bit('types');
const LEVELS = bit('levels');
const EXTRAS = bit('extras');
const FLAGS = bit('flags');

/**
 * One pass over the region's ads: the ones passing every test are the result; with facets, an ad
 * failing exactly one dimension still counts in that dimension's facets (they ignore their own
 * filter), and one failing two or more counts nowhere. Counting goes into typed arrays by id; the
 * ids become the facet keys once, at the end.
 */
export function matchOpenJobs(index: OpenJobIndex, criteria: MatchCriteria): MatchResult {
  const tests = DIMENSIONS.flatMap((dimension) => {
    const test = criteria.dimensions[dimension];
    return test ? [{ test, bit: bit(dimension) }] : [];
  });
  const slots: number[] = [];
  const category = new IdCounts();
  const subcategory = new IdCounts();
  const location = new IdCounts();
  const type = new IdCounts();
  const level = new IdCounts();
  const extras = new IdCounts();
  let salary = 0;
  let fresh = 0;
  let expiring = 0;
  const { withFacets, newFromDay, expiringToDay } = criteria;
  const [first, end] = index.slotsOf[criteria.region];
  for (let slot = first; slot < end; slot++) {
    if (!criteria.base(slot)) continue;
    let failed = 0;
    let failures = 0;
    for (const { test, bit: dimensionBit } of tests) {
      if (!test(slot)) {
        failed |= dimensionBit;
        failures++;
        if (failures > 1) break;
      }
    }
    if (failures === 0) slots.push(slot);
    if (!withFacets || failures > 1) continue;
    // With no failure every facet counts the ad; with one, only the failing dimension's facet.
    const counts = failures === 0 ? ~0 : failed;
    if (counts & CATEGORY) {
      category.add(index.categoryId[slot] ?? 0);
      for (const id of index.subcategoryIds[slot] ?? []) subcategory.add(id);
    }
    if (counts & LOCATION) location.add(index.locationId[slot] ?? 0);
    if (counts & TYPES) type.add(index.type[slot] ?? 0);
    if (counts & LEVELS) level.add(index.level[slot] ?? 0);
    if (counts & EXTRAS) {
      const mask = index.extras[slot] ?? 0;
      for (let extra = 0; extra < JOB_EXTRAS.length; extra++) {
        if (mask & (1 << extra)) extras.add(extra);
      }
    }
    if (counts & FLAGS) {
      if (!Number.isNaN(index.salaryMax[slot])) salary++;
      if ((index.publishedDay[slot] ?? 0) >= newFromDay) fresh++;
      if ((index.deadlineDay[slot] ?? 0) <= expiringToDay) expiring++;
    }
  }
  if (!withFacets) return { slots, rows: [] };
  // The location facet counts by city name, which several location ids may share.
  const byCity = new Map<string, number>();
  for (const row of location.rows('location', String)) {
    const city = index.cityOf.get(Number(row.key)) ?? '';
    byCity.set(city, (byCity.get(city) ?? 0) + row.n);
  }
  return {
    slots,
    rows: [
      ...category.rows('category', String),
      ...subcategory.rows('subcategory', String),
      ...type.rows('type', (id) => JOB_TYPES[id] ?? ''),
      ...level.rows('level', (id) => JOB_LEVELS[id] ?? ''),
      ...extras.rows('extra', (id) => JOB_EXTRAS[id] ?? ''),
      ...[...byCity].map(([key, n]) => ({ dim: 'location', key, n })),
      { dim: 'flag', key: 'salary', n: salary },
      { dim: 'flag', key: 'new', n: fresh },
      { dim: 'flag', key: 'expiring', n: expiring },
    ],
  };
}

export type SlotOrder = 'featured' | 'rank' | 'newest' | 'deadline' | 'salary';

/**
 * Relevance without text gives a featured ad every FEATURED_EVERY-th place (the first, the 8th, …)
 * while featured ads last, the newest first: a page of 20 shows three, so the marking stands out
 * instead of every card of page 1 wearing it when more ads are featured than a page holds.
 */
export const FEATURED_EVERY = 7;

/** The newest-first featured and other ads merged so that featured ones take every n-th place. */
function spreadFeatured(featured: number[], others: number[], every: number): number[] {
  const merged: number[] = [];
  let f = 0;
  let o = 0;
  while (f < featured.length || o < others.length) {
    const featuredTurn = merged.length % every === 0 || o >= others.length;
    merged.push(featuredTurn && f < featured.length ? (featured[f++] ?? 0) : (others[o++] ?? 0));
  }
  return merged;
}

/**
 * The matches in the order of the search's sort, ties broken by id as the SQL ordering did, so
 * pages are stable; relevance without text lists the ads in the site's own language first
 * (`siteLanguage`, an index into AD_LANGUAGES: a Romanian reader of the RO site meets Romanian
 * ads before Hungarian and English ones) and spreads the featured ads in each group.
 */
export function orderSlots(
  index: OpenJobIndex,
  slots: number[],
  order: SlotOrder,
  rankOf?: (slot: number) => number,
  siteLanguage?: number,
): number[] {
  const { id, publishedMs, deadlineDay, salaryMax, featured, language } = index;
  const byNewest = (a: number, b: number) =>
    (publishedMs[b] ?? 0) - (publishedMs[a] ?? 0) || (id[b] ?? 0) - (id[a] ?? 0);
  const compare: Record<Exclude<SlotOrder, 'featured'>, (a: number, b: number) => number> = {
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
  if (order !== 'featured') return slots.sort(compare[order]);
  const newest = slots.sort(byNewest);
  const spread = (group: number[]) =>
    spreadFeatured(
      group.filter((slot) => featured[slot] === 1),
      group.filter((slot) => featured[slot] !== 1),
      FEATURED_EVERY,
    );
  if (siteLanguage === undefined) return spread(newest);
  return [
    ...spread(newest.filter((slot) => language[slot] === siteLanguage)),
    ...spread(newest.filter((slot) => language[slot] !== siteLanguage)),
  ];
}
