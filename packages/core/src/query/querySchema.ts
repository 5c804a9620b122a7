import { z } from 'zod';
import { isSlug } from '../validation/slugSchema';
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
