import type { StringArea } from '../../provider/stringArea';

/** Strings of ShareButtons. */
export interface ShareStrings {
  share: string;
  shareOn: (network: string) => string;
  copyLink: string;
  linkCopied: string;
}

export const shareStrings: StringArea<ShareStrings> = {
  en: {
    share: 'Share',
    shareOn: (network) => `Share on ${network}`,
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
  },
  hu: {
    share: 'Megosztás',
    shareOn: (network) => `Megosztás itt: ${network}`,
    copyLink: 'Link másolása',
    linkCopied: 'Link kimásolva',
  },
  ro: {
    share: 'Distribuie',
    shareOn: (network) => `Distribuie pe ${network}`,
    copyLink: 'Copiază linkul',
    linkCopied: 'Link copiat',
  },
};
