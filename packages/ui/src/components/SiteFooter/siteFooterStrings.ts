import type { StringArea } from '../../provider/stringArea';

/** Strings of SiteFooter. */
export interface SiteFooterStrings {
  socialMedia: string;
}

export const siteFooterStrings: StringArea<SiteFooterStrings> = {
  en: {
    socialMedia: 'Social media',
  },
  hu: {
    socialMedia: 'Közösségi média',
  },
  ro: {
    socialMedia: 'Rețele sociale',
  },
};
