import type { z } from 'zod';

/**
 * A list page's address as its api query: each named value that the api's own query schema takes,
 * checked one by one, so a mistyped filter (a day like 2026-13-01, an unknown status) is left out
 * and the page shows the list unfiltered rather than an error.
 */
export function checkedQuery<Name extends string>(
  schema: z.ZodObject<Record<Name, z.ZodType>>,
  search: URLSearchParams,
  names: readonly Name[],
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of names) {
    const value = search.get(name)?.trim();
    const checked = value ? schema.shape[name].safeParse(value) : null;
    if (checked?.success) query[name] = checked.data;
  }
  return query;
}

/** The named values of the page's address, trimmed ('' when absent), for the filter form. */
export function searchValues<Name extends string>(
  search: URLSearchParams,
  names: readonly Name[],
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, search.get(name)?.trim() ?? ''])) as Record<
    Name,
    string
  >;
}
