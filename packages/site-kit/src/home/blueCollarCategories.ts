import type { CategoryCountTree } from '@allas/core';
import type { CategoryCount } from './contentTypes';

/**
 * The trades the blue-collar board leads with, in its home's order: slugs of the api's category
 * tree, top-level fields (logistics, manufacturing) and the subcategories under them.
 */
export const blueCollarSlugs = [
  'logisztika',
  'raktar',
  'sofor',
  'gyartas',
  'operator',
  'karbantartas',
] as const;

/** A category tile's data; a subcategory names its field, which the job list filters by too. */
export interface CategoryLink extends CategoryCount {
  parentSlug?: string;
}

/** The blue-collar trades found in the tree, with their open jobs, in `blueCollarSlugs` order. */
export function blueCollarCategories(tree: readonly CategoryCountTree[]): CategoryLink[] {
  const bySlug = new Map<string, CategoryLink>();
  for (const field of tree) {
    bySlug.set(field.slug, { slug: field.slug, name: field.name, count: field.count });
    for (const sub of field.subcategories) bySlug.set(sub.slug, { ...sub, parentSlug: field.slug });
  }
  return blueCollarSlugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** The home's top-level categories the blue-collar section does not already show. */
export function otherCategories(categories: readonly CategoryCount[]): CategoryCount[] {
  const shown: readonly string[] = blueCollarSlugs;
  return categories.filter((category) => !shown.includes(category.slug));
}
