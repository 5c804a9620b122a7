import type { StringArea } from '../../provider/stringArea';

/** Strings of Pagination. */
export interface PaginationStrings {
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (page: number) => string;
}

export const paginationStrings: StringArea<PaginationStrings> = {
  en: {
    pagination: 'Pagination',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: (page) => `Page ${page}`,
  },
  hu: {
    pagination: 'Lapozás',
    previousPage: 'Előző oldal',
    nextPage: 'Következő oldal',
    page: (page) => `${page}. oldal`,
  },
  ro: {
    pagination: 'Paginare',
    previousPage: 'Pagina anterioară',
    nextPage: 'Pagina următoare',
    page: (page) => `Pagina ${page}`,
  },
};
