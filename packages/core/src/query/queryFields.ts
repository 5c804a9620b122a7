import { withoutControlCharacters } from '../text/controlCharacters';
import { isSlug } from '../validation/slug';
import { toWellFormed } from './queryString';

type Options = readonly [string, ...string[]];

/**
 * What a field's value is, as data: querySchema.ts builds the zod schema from it. Fields hold no
 * zod schema themselves, so the pages that only read and write search URLs (every page's search
 * bar) do not bundle zod for the browser.
 */
export type QueryValueSpec =
  | { readonly kind: 'text'; readonly maxLength: number }
  | { readonly kind: 'slug' }
  | { readonly kind: 'slugList'; readonly maxItems: number }
  | { readonly kind: 'enumList'; readonly options: Options }
  | { readonly kind: 'enum'; readonly options: Options }
  | { readonly kind: 'optionalEnum'; readonly options: Options }
  | { readonly kind: 'flag' }
  | { readonly kind: 'page'; readonly maxPage: number };

/**
 * One filter value and its query parameter. `decode` returns undefined for an absent or invalid
 * value, which then falls back to the default; `encode` returns undefined for the default, which
 * is then left out of the URL.
 */
export interface QueryField<T> {
  readonly key: string;
  readonly defaultValue: T;
  readonly spec: QueryValueSpec;
  decode(values: readonly string[]): T | undefined;
  encode(value: T): string | undefined;
}

function firstDecoded<T>(values: readonly string[], decodeOne: (value: string) => T | undefined) {
  for (const value of values) {
    const decoded = decodeOne(value);
    if (decoded !== undefined) return decoded;
  }
  return undefined;
}

function splitList(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(','));
}

/** Free text (search words, a place name): trimmed; over-long text is dropped, not cut. */
export function textField(key: string, maxLength: number): QueryField<string> {
  // A control character (a NUL pasted into the address bar) is dropped, not searched for.
  const normalise = (value: string) => withoutControlCharacters(toWellFormed(value)).trim();
  return {
    key,
    defaultValue: '',
    spec: { kind: 'text', maxLength },
    decode: (values) =>
      firstDecoded(values, (value) => {
        const text = normalise(value);
        return text !== '' && text.length <= maxLength ? text : undefined;
      }),
    encode: (value) => {
      const text = normalise(value);
      return text === '' ? undefined : text;
    },
  };
}

/** One optional slug (a category, an industry). */
export function slugField(key: string): QueryField<string | undefined> {
  return {
    key,
    defaultValue: undefined,
    spec: { kind: 'slug' },
    decode: (values) => firstDecoded(values, (value) => (isSlug(value) ? value : undefined)),
    encode: (value) => value,
  };
}

/**
 * A set of values, comma-joined (repeated parameters are read too). `canonical` filters, orders and
 * de-duplicates, so one selection has exactly one URL.
 */
function listField<Item extends string>(
  key: string,
  spec: QueryValueSpec,
  canonical: (items: readonly string[]) => Item[],
): QueryField<Item[]> {
  return {
    key,
    defaultValue: [],
    spec,
    decode: (values) => {
      const items = canonical(splitList(values));
      return items.length > 0 ? items : undefined;
    },
    encode: (value) => {
      const items = canonical(value);
      return items.length > 0 ? items.join(',') : undefined;
    },
  };
}

/** A set of slugs in alphabetical order, at most `maxItems`. */
export function slugListField(key: string, maxItems: number): QueryField<string[]> {
  return listField(key, { kind: 'slugList', maxItems }, (items) =>
    [...new Set(items.filter(isSlug))].sort().slice(0, maxItems),
  );
}

/** A set of closed-union values in the union's own order. */
export function enumListField<const Values extends Options>(
  key: string,
  options: Values,
): QueryField<Values[number][]> {
  return listField(
    key,
    { kind: 'enumList', options },
    (items) => options.filter((option) => items.includes(option)) as Values[number][],
  );
}

/** One value of a closed union with a default (a sort order). */
export function enumField<const Values extends Options>(
  key: string,
  options: Values,
  defaultValue: Values[number],
): QueryField<Values[number]> {
  const isOption = (value: string): value is Values[number] => options.includes(value);
  return {
    key,
    defaultValue,
    spec: { kind: 'enum', options },
    decode: (values) => firstDecoded(values, (value) => (isOption(value) ? value : undefined)),
    encode: (value) => (value === defaultValue ? undefined : value),
  };
}

/** One optional value of a closed union (a company size band). */
export function optionalEnumField<const Values extends Options>(
  key: string,
  options: Values,
): QueryField<Values[number] | undefined> {
  const isOption = (value: string): value is Values[number] => options.includes(value);
  return {
    key,
    defaultValue: undefined,
    spec: { kind: 'optionalEnum', options },
    decode: (values) => firstDecoded(values, (value) => (isOption(value) ? value : undefined)),
    encode: (value) => value,
  };
}

/** An on/off switch: `1` in the URL when on, absent when off. `true` is read too. */
export function flagField(key: string): QueryField<boolean> {
  return {
    key,
    defaultValue: false,
    spec: { kind: 'flag' },
    decode: (values) =>
      firstDecoded(values, (value) => (value === '1' || value === 'true' ? true : undefined)),
    encode: (value) => (value ? '1' : undefined),
  };
}

/** A 1-based page number; page 1 is the default and is left out. */
export function pageField(key: string, maxPage: number): QueryField<number> {
  return {
    key,
    defaultValue: 1,
    spec: { kind: 'page', maxPage },
    decode: (values) =>
      firstDecoded(values, (value) => {
        if (!/^[1-9]\d{0,8}$/.test(value)) return undefined;
        const page = Number(value);
        return page <= maxPage ? page : undefined;
      }),
    encode: (value) => (value === 1 ? undefined : String(value)),
  };
}
