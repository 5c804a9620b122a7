import type { QueryField } from './queryFields';
import {
  formatQueryString,
  parseQueryString,
  type QueryEntries,
  type QueryInput,
  queryValues,
} from './queryString';

// biome-ignore lint/suspicious/noExplicitAny: a field of any value type
type AnyQueryField = QueryField<any>;
export type FieldMap = Record<string, AnyQueryField>;
export type FiltersOf<Fields extends FieldMap> = {
  [Name in keyof Fields]: Fields[Name] extends QueryField<infer Value> ? Value : never;
};

export interface FilterCodec<Fields extends FieldMap> {
  readonly fields: Fields;
  /** The filters of a URL without a query. */
  readonly defaults: FiltersOf<Fields>;
  /** Never throws: a value that is missing or invalid becomes its default, so any pasted URL works. */
  fromQuery(query: QueryInput): FiltersOf<Fields>;
  /** Non-default values only, in the fields' declared order: one search has one URL. */
  toEntries(filters: FiltersOf<Fields>): QueryEntries;
  /** The query string without `?`; empty for the default search. */
  toQuery(filters: FiltersOf<Fields>): string;
  /** The filters exactly as a URL round trip returns them (trimmed, sorted, de-duplicated). */
  normalize(filters: FiltersOf<Fields>): FiltersOf<Fields>;
}

export function createFilterCodec<Fields extends FieldMap>(fields: Fields): FilterCodec<Fields> {
  const names = Object.keys(fields) as Array<keyof Fields & string>;
  const defaults = Object.fromEntries(
    names.map((name) => [name, fields[name]?.defaultValue]),
  ) as FiltersOf<Fields>;

  const fromQuery = (query: QueryInput): FiltersOf<Fields> => {
    const source = typeof query === 'string' ? parseQueryString(query) : query;
    const filters: Record<string, unknown> = {};
    for (const name of names) {
      const field = fields[name] as AnyQueryField;
      const decoded = field.decode(queryValues(source, field.key));
      filters[name] = decoded === undefined ? field.defaultValue : decoded;
    }
    return filters as FiltersOf<Fields>;
  };

  const toEntries = (filters: FiltersOf<Fields>): QueryEntries => {
    const entries: QueryEntries = [];
    for (const name of names) {
      const field = fields[name] as AnyQueryField;
      const encoded = field.encode(filters[name]);
      if (encoded !== undefined) entries.push([field.key, encoded]);
    }
    return entries;
  };

  const toQuery = (filters: FiltersOf<Fields>) => formatQueryString(toEntries(filters));

  return {
    fields,
    defaults,
    fromQuery,
    toEntries,
    toQuery,
    normalize: (filters) => fromQuery(toQuery(filters)),
  };
}
