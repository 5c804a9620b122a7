import {
  type JobSearchFilters,
  type JobSearchQuery,
  jobSearchFiltersFromQuery,
  jobSearchFiltersToEntries,
  jobSearchFiltersToQuery,
} from '@allas/core';
import type { Selectable } from 'kysely';
import type { JobAlertsTable } from '../db/schema.ts';
import type { CategoryInfo } from '../jobs/job-card.ts';
import type { ExtraJobFilter } from '../jobs/job-search.ts';

type AlertRow = Pick<
  Selectable<JobAlertsTable>,
  'region' | 'category_ids' | 'location_ids' | 'keywords' | 'filters'
>;

/**
 * A job alert as a job search (spec §3's filters): its stored /jobs parameters (`filters`: q,
 * subcategories, types, levels, extras, salary…), its keywords as the text, and its chosen
 * categories and locations (ids) as the search's extra filters, so the digest runs the same search
 * code as the /jobs page. `seeAll` is the /jobs query string of the same search.
 */
export function alertSearch(
  alert: AlertRow,
  categories: Map<number, CategoryInfo>,
  locationNames: Map<number, string>,
): { query: JobSearchQuery; extra: ExtraJobFilter; seeAll: string } {
  const stored = jobSearchFiltersFromQuery(
    new URLSearchParams(
      Object.entries(alert.filters ?? {}).map(([key, value]): [string, string] => [
        key,
        String(value),
      ]),
    ),
  );
  const chosen = alert.category_ids.flatMap((id) => categories.get(id) ?? []);
  const parents = chosen.filter((category) => category.parentId === null);
  const children = chosen.filter((category) => category.parentId !== null);
  const filters: JobSearchFilters = {
    ...stored,
    text: stored.text || alert.keywords.trim(),
    onlyNew: false,
    onlyExpiring: false,
    page: 1,
    sort: 'relevance',
  };
  const extra: ExtraJobFilter = {
    ...(parents.length ? { categoryIds: parents.map((category) => category.id) } : {}),
    ...(children.length && !parents.length
      ? { subcategoryIds: children.map((category) => category.id) }
      : {}),
    ...(alert.location_ids.length ? { locationIds: alert.location_ids } : {}),
  };
  // The link can carry one category and one place; the mail's jobs carry all the alert's.
  const firstLocation = alert.location_ids.map((id) => locationNames.get(id)).find(Boolean);
  const seeAll = jobSearchFiltersToQuery({
    ...filters,
    category: filters.category || parents[0]?.slug || '',
    subcategories: filters.subcategories.length
      ? filters.subcategories
      : parents.length
        ? []
        : children.map((category) => category.slug),
    location: filters.location || firstLocation || '',
  });
  return {
    query: {
      ...filters,
      region: alert.region === 'ro' ? 'ro' : 'hu',
      perPage: 50,
    } as JobSearchQuery,
    extra,
    seeAll,
  };
}

/**
 * The /jobs query string an alert is made from, as stored (`filters`): its parameters in the
 * codec's one canonical form, without the page and the order, which an alert has no use for.
 */
export function storedSearch(search: string): Record<string, string> {
  const filters = jobSearchFiltersFromQuery(search.replace(/^\?/, ''));
  return Object.fromEntries(jobSearchFiltersToEntries({ ...filters, page: 1, sort: 'relevance' }));
}

/** The stored search back as a query string. */
export function searchOf(filters: Record<string, unknown> | null | undefined): string {
  return new URLSearchParams(
    Object.entries(filters ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
}
