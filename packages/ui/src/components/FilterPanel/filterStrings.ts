import type { StringArea } from '../../provider/stringArea';

/** Strings of the filter controls (FilterPanel, SearchBar, CompanyFilterBar). */
export interface FilterStrings {
  filters: string;
  showFilters: string;
  hideFilters: string;
  resetFilters: string;
  /** The mobile filter toggle: "Filters (3)" with the number of active filters, "Filters" at 0. */
  filtersWithCount: (count: number) => string;
}

export const filterStrings: StringArea<FilterStrings> = {
  en: {
    filters: 'Filters',
    showFilters: 'Show filters',
    hideFilters: 'Hide filters',
    resetFilters: 'Reset filters',
    filtersWithCount: (count) => (count > 0 ? `Filters (${count})` : 'Filters'),
  },
  hu: {
    filters: 'Szűrők',
    showFilters: 'Szűrők megjelenítése',
    hideFilters: 'Szűrők elrejtése',
    resetFilters: 'Szűrők törlése',
    filtersWithCount: (count) => (count > 0 ? `Szűrők (${count})` : 'Szűrők'),
  },
  ro: {
    filters: 'Filtre',
    showFilters: 'Afișează filtrele',
    hideFilters: 'Ascunde filtrele',
    resetFilters: 'Resetează filtrele',
    filtersWithCount: (count) => (count > 0 ? `Filtre (${count})` : 'Filtre'),
  },
};
