/**
 * The job filters of the spec (§3): category and subcategories, region/location, type, extras,
 * level, and the only-with-salary / only-new / only-expiring switches. Values are the app's codes
 * (slugs, enum values); the panel only keeps them.
 */
export interface JobFilterValue {
  categories: string[];
  subcategories: string[];
  locations: string[];
  types: string[];
  extras: string[];
  levels: string[];
  withSalary: boolean;
  onlyNew: boolean;
  onlyExpiring: boolean;
}

/** No filter set. */
export const emptyJobFilters: JobFilterValue = {
  categories: [],
  subcategories: [],
  locations: [],
  types: [],
  extras: [],
  levels: [],
  withSalary: false,
  onlyNew: false,
  onlyExpiring: false,
};

/** How many filters are set: each checked option and each switch that is on counts once. */
export function countActiveFilters(value: JobFilterValue): number {
  return (
    value.categories.length +
    value.subcategories.length +
    value.locations.length +
    value.types.length +
    value.extras.length +
    value.levels.length +
    Number(value.withSalary) +
    Number(value.onlyNew) +
    Number(value.onlyExpiring)
  );
}

/** One option of a filter; `count` is the facet count (matching jobs) when the app knows it. */
export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/** A category; its subcategories show once the category is chosen. */
export interface CategoryFilterOption extends FilterOption {
  subcategories?: readonly FilterOption[];
}

/** The option lists; a filter with no options is left out. */
export interface JobFilterOptions {
  categories: readonly CategoryFilterOption[];
  locations: readonly FilterOption[];
  types: readonly FilterOption[];
  extras: readonly FilterOption[];
  levels: readonly FilterOption[];
}

/** The filters' names (product copy). */
export interface JobFilterLabels {
  categories: string;
  locations: string;
  types: string;
  extras: string;
  levels: string;
  withSalary: string;
  onlyNew: string;
  onlyExpiring: string;
  /** Legend of a category's subcategory list; the category's own name when not given. */
  subcategoriesOf?: (category: string) => string;
}
