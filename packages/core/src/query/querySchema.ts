import { z } from 'zod';
import { isSlug } from '../validation/slug';
import type { FieldMap, FilterCodec, FiltersOf } from './filterCodec';
import type { QueryValueSpec } from './queryFields';

function valueSchema(spec: QueryValueSpec): z.ZodType {
  switch (spec.kind) {
    case 'text':
      return z.string().max(spec.maxLength);
    case 'slug':
      return z.string().refine(isSlug).optional();
    case 'slugList':
      return z.array(z.string().refine(isSlug)).max(spec.maxItems);
    case 'enumList':
      return z.array(z.enum(spec.options));
    case 'enum':
      return z.enum(spec.options);
    case 'optionalEnum':
      return z.enum(spec.options).optional();
    case 'flag':
      return z.boolean();
    case 'page':
      return z.int().min(1).max(spec.maxPage);
  }
}

/**
 * A codec's filters as a JSON body (defaults filled in), for an api that takes them as JSON. Kept
 * apart from the codec (and declared `@__PURE__` where it is built) so that code which only reads
 * and writes search URLs does not bring zod along.
 */
export function filterSchema<Fields extends FieldMap>(
  codec: FilterCodec<Fields>,
): z.ZodType<FiltersOf<Fields>> {
  return z.object(
    Object.fromEntries(
      Object.entries(codec.fields).map(([name, field]) => [
        name,
        valueSchema(field.spec).default(field.defaultValue),
      ]),
    ),
  ) as unknown as z.ZodType<FiltersOf<Fields>>;
}

/** A list in a query string: comma-separated, repeated, or both (`types=a,b&types=c`). */
export const queryListSchema = /* @__PURE__ */ z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value.join(',') : value)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** A 0/1 or true/false switch of a query string. */
const queryFlagSchema = /* @__PURE__ */ z.enum(['1', '0', 'true', 'false']);

/**
 * What an api accepts for one field, strictly: where a URL typed by a person falls back to the
 * default (the codec's decode), an api client's malformed value is a 400.
 */
function strictValueSchema(spec: QueryValueSpec): z.ZodType {
  switch (spec.kind) {
    case 'text':
      return z.string().trim().max(spec.maxLength);
    case 'slug':
      return z.string().refine(isSlug);
    case 'slugList':
      return queryListSchema.pipe(z.array(z.string().refine(isSlug)).max(spec.maxItems));
    case 'enumList':
      return queryListSchema.pipe(z.array(z.enum(spec.options)).max(spec.options.length));
    case 'enum':
    case 'optionalEnum':
      return z.enum(spec.options);
    case 'flag':
      return queryFlagSchema;
    case 'page':
      return z.coerce.number().int().min(1).max(spec.maxPage);
  }
}

/** A raw query value as a parsed query string holds it. */
type RawQueryValue = string | readonly string[];

/** What a client sends for a codec's fields: the URL's own parameter names and text values. */
export type FilterQueryInput = Readonly<Record<string, RawQueryValue | number | undefined>>;

/**
 * An api's query for a codec's filters: the parameters have the URL's names (`q`, `salary`, `new`)
 * and are checked strictly, and the handler receives the filters under the codec's names, in the
 * very form the codec's `fromQuery` gives a page (trimmed, sorted, de-duplicated, defaults filled
 * in). One field table, two strictnesses. `extra` adds parameters that are not filters (the
 * region, the page size). Unknown parameters are a 400.
 */
export function filterQuerySchema<Fields extends FieldMap, Extra extends z.ZodRawShape>(
  codec: FilterCodec<Fields>,
  extra: Extra,
): z.ZodType<
  FiltersOf<Fields> & z.output<z.ZodObject<Extra>>,
  FilterQueryInput & z.input<z.ZodObject<Extra>>
> {
  const entries = Object.entries(codec.fields);
  const shape = Object.fromEntries(
    entries.map(([, field]) => [field.key, strictValueSchema(field.spec).optional()]),
  );
  return z.strictObject({ ...shape, ...extra }).transform((parsed) => {
    const values = parsed as Record<string, unknown>;
    const result: Record<string, unknown> = Object.fromEntries(
      Object.keys(extra).map((name) => [name, values[name]]),
    );
    for (const [name, field] of entries) {
      const value = values[field.key];
      // The strict check passed: the codec's decode now gives the one canonical form.
      const raw =
        value === undefined ? [] : [Array.isArray(value) ? value.join(',') : String(value)];
      result[name] = field.decode(raw) ?? field.defaultValue;
    }
    return result;
  }) as unknown as z.ZodType<
    FiltersOf<Fields> & z.output<z.ZodObject<Extra>>,
    FilterQueryInput & z.input<z.ZodObject<Extra>>
  >;
}
