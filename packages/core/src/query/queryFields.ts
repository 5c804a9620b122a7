import { z } from 'zod';
import { isSlug } from '../validation/slugSchema';
import { toWellFormed } from './queryString';

/**
 * One filter value and its query parameter. `decode` returns undefined for an absent or invalid
 * value, which then falls back to the default; `encode` returns undefined for the default, which
 * is then left out of the URL.
 */
export interface QueryField<T> {
  readonly key: string;
  readonly defaultValue: T;
  readonly schema: z.ZodType<T>;
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
  const normalise = (value: string) => toWellFormed(value).trim();
  return {
    key,
    defaultValue: '',
    schema: z.string().max(maxLength),
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
    schema: z.string().refine(isSlug).optional(),
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
  schema: z.ZodType<Item[]>,
  canonical: (items: readonly string[]) => Item[],
): QueryField<Item[]> {
  return {
    key,
    defaultValue: [],
    schema,
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
  return listField(key, z.array(z.string().refine(isSlug)).max(maxItems), (items) =>
    [...new Set(items.filter(isSlug))].sort().slice(0, maxItems),
  );
}

/** A set of closed-union values in the union's own order. */
export function enumListField<const Options extends readonly [string, ...string[]]>(
  key: string,
  options: Options,
): QueryField<Options[number][]> {
  return listField(
    key,
    z.array(z.enum(options)) as unknown as z.ZodType<Options[number][]>,
    (items) => options.filter((option) => items.includes(option)) as Options[number][],
  );
}

/** One value of a closed union with a default (a sort order). */
export function enumField<const Options extends readonly [string, ...string[]]>(
  key: string,
  options: Options,
  defaultValue: Options[number],
): QueryField<Options[number]> {
  const isOption = (value: string): value is Options[number] => options.includes(value);
  return {
    key,
    defaultValue,
    schema: z.enum(options) as unknown as z.ZodType<Options[number]>,
    decode: (values) => firstDecoded(values, (value) => (isOption(value) ? value : undefined)),
    encode: (value) => (value === defaultValue ? undefined : value),
  };
}

/** One optional value of a closed union (a company size band). */
export function optionalEnumField<const Options extends readonly [string, ...string[]]>(
  key: string,
  options: Options,
): QueryField<Options[number] | undefined> {
  const isOption = (value: string): value is Options[number] => options.includes(value);
  return {
    key,
    defaultValue: undefined,
    schema: z.enum(options).optional() as unknown as z.ZodType<Options[number] | undefined>,
    decode: (values) => firstDecoded(values, (value) => (isOption(value) ? value : undefined)),
    encode: (value) => value,
  };
}

/** An on/off switch: `1` in the URL when on, absent when off. `true` is read too. */
export function flagField(key: string): QueryField<boolean> {
  return {
    key,
    defaultValue: false,
    schema: z.boolean(),
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
    schema: z.int().min(1).max(maxPage),
    decode: (values) =>
      firstDecoded(values, (value) => {
        if (!/^[1-9]\d{0,8}$/.test(value)) return undefined;
        const page = Number(value);
        return page <= maxPage ? page : undefined;
      }),
    encode: (value) => (value === 1 ? undefined : String(value)),
  };
}
