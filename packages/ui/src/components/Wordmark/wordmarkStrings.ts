import type { StringArea } from '../../provider/stringArea';

/** Strings of Wordmark. */
export interface WordmarkStrings {
  /** The brand's name, the wordmark's text alternative. */
  brandName: string;
  /** The wordmark as the link home. */
  homeLink: string;
}

export const wordmarkStrings: StringArea<WordmarkStrings> = {
  en: { brandName: 'allas', homeLink: 'allas – home page' },
  hu: { brandName: 'allas', homeLink: 'allas – főoldal' },
  ro: { brandName: 'allas', homeLink: 'allas – pagina principală' },
};
