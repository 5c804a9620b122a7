export { FilterPanel, type FilterPanelProps, type FilterPanelStrings } from './FilterPanel';
export {
  type FilterPanelCollapse,
  type FilterPanelHeadingLevel,
  filterPanelCollapses,
  filterPanelHeadingLevels,
} from './filterPanelOptions';
export {
  type CategoryFilterOption,
  countActiveFilters,
  emptyJobFilters,
  type FilterOption,
  type JobFilterLabels,
  type JobFilterOptions,
  type JobFilterValue,
} from './jobFilters';
