import type { StringArea } from '../../provider/stringArea';

/** Strings of Breadcrumbs. */
export interface BreadcrumbsStrings {
  breadcrumbs: string;
}

export const breadcrumbsStrings: StringArea<BreadcrumbsStrings> = {
  en: {
    breadcrumbs: 'Breadcrumbs',
  },
  hu: {
    breadcrumbs: 'Navigációs útvonal',
  },
  ro: {
    breadcrumbs: 'Traseu de navigare',
  },
};
