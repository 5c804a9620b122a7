import { romanianCount } from '../../provider/grammar';
import type { StringArea } from '../../provider/stringArea';

/** Strings of the form fields (FieldShell, PasswordField, SearchField, TextArea, PhoneInput). */
export interface FieldStrings {
  required: string;
  optional: string;
  showPassword: string;
  hidePassword: string;
  clearSearch: string;
  characterCount: (count: number, max: number) => string;
  phoneCountry: string;
}

export const fieldStrings: StringArea<FieldStrings> = {
  en: {
    required: 'Required',
    optional: 'Optional',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    clearSearch: 'Clear search',
    characterCount: (count, max) => `${count} of ${max} characters`,
    phoneCountry: 'Country',
  },
  hu: {
    required: 'Kötelező',
    optional: 'Nem kötelező',
    showPassword: 'Jelszó megjelenítése',
    hidePassword: 'Jelszó elrejtése',
    clearSearch: 'Keresés törlése',
    characterCount: (count, max) => `${count} / ${max} karakter`,
    phoneCountry: 'Ország',
  },
  ro: {
    required: 'Obligatoriu',
    optional: 'Opțional',
    showPassword: 'Afișează parola',
    hidePassword: 'Ascunde parola',
    clearSearch: 'Șterge căutarea',
    characterCount: (count, max) => `${count} din ${romanianCount(max, 'caracter', 'caractere')}`,
    phoneCountry: 'Țara',
  },
};
