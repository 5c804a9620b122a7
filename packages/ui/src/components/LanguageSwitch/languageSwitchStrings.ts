import type { StringArea } from '../../provider/stringArea';

/** Strings of LanguageSwitch. */
export interface LanguageSwitchStrings {
  language: string;
}

export const languageSwitchStrings: StringArea<LanguageSwitchStrings> = {
  en: {
    language: 'Language',
  },
  hu: {
    language: 'Nyelv',
  },
  ro: {
    language: 'Limbă',
  },
};
