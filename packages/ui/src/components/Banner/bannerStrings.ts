import type { StringArea } from '../../provider/stringArea';

/** Strings of Banner. */
export interface BannerStrings {
  advertisement: string;
}

export const bannerStrings: StringArea<BannerStrings> = {
  en: {
    advertisement: 'Advertisement',
  },
  hu: {
    advertisement: 'Hirdetés',
  },
  ro: {
    advertisement: 'Publicitate',
  },
};
