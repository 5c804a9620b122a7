import type { Locale } from './locales';

/**
 * Strings the library itself shows (control labels, hints, state names). Entries that take values are
 * functions, so grammar (Hungarian suffixes, Romanian "de" before 20+) stays correct in every language.
 */
export interface ChromeStrings {
  close: string;
  loading: string;
  required: string;
  optional: string;
  showPassword: string;
  hidePassword: string;
  search: string;
  clearSearch: string;
  dropzoneHint: string;
  dropzoneActive: string;
  dropzoneChooseFile: string;
  dropzoneAccepted: (formats: string) => string;
  dropzoneMaxSize: (size: string) => string;
  dropzoneUploading: string;
  dropzoneUploaded: string;
  dropzoneReplace: string;
  dropzoneRemove: string;
  fileTooLarge: (maxSize: string) => string;
  fileTypeNotAccepted: (formats: string) => string;
  tooManyFiles: string;
  uploadProgress: (percent: number) => string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (page: number) => string;
  breadcrumbs: string;
  share: string;
  shareOn: (network: string) => string;
  copyLink: string;
  linkCopied: string;
  notifications: string;
  confirm: string;
  cancel: string;
  typeToConfirm: (text: string) => string;
  carousel: string;
  slide: string;
  previousSlide: string;
  nextSlide: string;
  slideOf: (slide: number, total: number) => string;
  language: string;
  openMenu: string;
  closeMenu: string;
  accountMenu: string;
  skipToContent: string;
  opensInNewTab: string;
  filters: string;
  showFilters: string;
  hideFilters: string;
  resetFilters: string;
  acceptAll: string;
  rejectAll: string;
  map: string;
  officeCount: (count: number) => string;
  daysLeft: (days: number) => string;
  expired: string;
  new: string;
  alreadyApplied: string;
  featured: string;
  saveJob: string;
  removeSavedJob: string;
  homeOffice: string;
  remote: string;
  follow: string;
  following: string;
  followPending: string;
  net: string;
  gross: string;
  perMonth: string;
}

/** Romanian puts "de" between a number and its noun from 20 up (and after 0 … 19 hundreds: 120, 1 020). */
function romanianCount(count: number, singular: string, plural: string): string {
  if (count === 1) return `1 ${singular}`;
  const lastTwo = Math.abs(count) % 100;
  const needsDe = count !== 0 && (lastTwo === 0 || lastTwo >= 20);
  return `${count} ${needsDe ? 'de ' : ''}${plural}`;
}

const en: ChromeStrings = {
  close: 'Close',
  loading: 'Loading…',
  required: 'Required',
  optional: 'Optional',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  search: 'Search',
  clearSearch: 'Clear search',
  dropzoneHint: 'Drag a file here or choose one',
  dropzoneActive: 'Drop the file to upload it',
  dropzoneChooseFile: 'Choose file',
  dropzoneAccepted: (formats) => `Accepted formats: ${formats}`,
  dropzoneMaxSize: (size) => `Maximum size: ${size}`,
  dropzoneUploading: 'Uploading…',
  dropzoneUploaded: 'Uploaded',
  dropzoneReplace: 'Replace',
  dropzoneRemove: 'Remove',
  fileTooLarge: (maxSize) => `The file is larger than ${maxSize}.`,
  fileTypeNotAccepted: (formats) => `This file type is not accepted. Accepted formats: ${formats}.`,
  tooManyFiles: 'Only one file can be uploaded.',
  uploadProgress: (percent) => `${percent}% uploaded`,
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page) => `Page ${page}`,
  breadcrumbs: 'Breadcrumbs',
  share: 'Share',
  shareOn: (network) => `Share on ${network}`,
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  notifications: 'Notifications',
  confirm: 'Confirm',
  cancel: 'Cancel',
  typeToConfirm: (text) => `Type ${text} to confirm`,
  carousel: 'Carousel',
  slide: 'Slide',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  slideOf: (slide, total) => `Slide ${slide} of ${total}`,
  language: 'Language',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  accountMenu: 'Account menu',
  skipToContent: 'Skip to content',
  opensInNewTab: 'opens in a new tab',
  filters: 'Filters',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  resetFilters: 'Reset filters',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  map: 'Map',
  officeCount: (count) => (count === 1 ? '1 office' : `${count} offices`),
  daysLeft: (days) => (days === 1 ? '1 day left' : `${days} days left`),
  expired: 'Expired',
  new: 'New',
  alreadyApplied: 'Already applied',
  featured: 'Featured',
  saveJob: 'Save job',
  removeSavedJob: 'Remove from saved jobs',
  homeOffice: 'Home office',
  remote: 'Remote',
  follow: 'Follow',
  following: 'Following',
  followPending: 'Request pending',
  net: 'net',
  gross: 'gross',
  perMonth: 'per month',
};

const hu: ChromeStrings = {
  close: 'Bezárás',
  loading: 'Betöltés…',
  required: 'Kötelező',
  optional: 'Nem kötelező',
  showPassword: 'Jelszó megjelenítése',
  hidePassword: 'Jelszó elrejtése',
  search: 'Keresés',
  clearSearch: 'Keresés törlése',
  dropzoneHint: 'Húzza ide a fájlt, vagy válasszon egyet',
  dropzoneActive: 'Engedje el a fájlt a feltöltéshez',
  dropzoneChooseFile: 'Fájl kiválasztása',
  dropzoneAccepted: (formats) => `Elfogadott formátumok: ${formats}`,
  dropzoneMaxSize: (size) => `Legnagyobb méret: ${size}`,
  dropzoneUploading: 'Feltöltés…',
  dropzoneUploaded: 'Feltöltve',
  dropzoneReplace: 'Csere',
  dropzoneRemove: 'Eltávolítás',
  fileTooLarge: (maxSize) => `A fájl nagyobb, mint ${maxSize}.`,
  fileTypeNotAccepted: (formats) =>
    `Ez a fájltípus nem tölthető fel. Elfogadott formátumok: ${formats}.`,
  tooManyFiles: 'Csak egy fájl tölthető fel.',
  uploadProgress: (percent) => `${percent}% feltöltve`,
  pagination: 'Lapozás',
  previousPage: 'Előző oldal',
  nextPage: 'Következő oldal',
  page: (page) => `${page}. oldal`,
  breadcrumbs: 'Navigációs útvonal',
  share: 'Megosztás',
  shareOn: (network) => `Megosztás itt: ${network}`,
  copyLink: 'Link másolása',
  linkCopied: 'Link kimásolva',
  notifications: 'Értesítések',
  confirm: 'Megerősítés',
  cancel: 'Mégse',
  typeToConfirm: (text) => `A megerősítéshez írja be: ${text}`,
  carousel: 'Lapozható tartalom',
  slide: 'Elem',
  previousSlide: 'Előző elem',
  nextSlide: 'Következő elem',
  slideOf: (slide, total) => `${slide}. elem, összesen ${total}`,
  language: 'Nyelv',
  openMenu: 'Menü megnyitása',
  closeMenu: 'Menü bezárása',
  accountMenu: 'Fiók menü',
  skipToContent: 'Ugrás a tartalomra',
  opensInNewTab: 'új lapon nyílik meg',
  filters: 'Szűrők',
  showFilters: 'Szűrők megjelenítése',
  hideFilters: 'Szűrők elrejtése',
  resetFilters: 'Szűrők törlése',
  acceptAll: 'Összes elfogadása',
  rejectAll: 'Összes elutasítása',
  map: 'Térkép',
  // Hungarian keeps the noun singular after a number.
  officeCount: (count) => `${count} iroda`,
  daysLeft: (days) => `Még ${days} nap`,
  expired: 'Lejárt',
  new: 'Új',
  alreadyApplied: 'Már jelentkezett',
  featured: 'Kiemelt',
  saveJob: 'Állás mentése',
  removeSavedJob: 'Eltávolítás a mentett állások közül',
  homeOffice: 'Home office',
  remote: 'Távmunka',
  follow: 'Követés',
  following: 'Követve',
  followPending: 'Jóváhagyásra vár',
  net: 'nettó',
  gross: 'bruttó',
  perMonth: 'havonta',
};

const ro: ChromeStrings = {
  close: 'Închide',
  loading: 'Se încarcă…',
  required: 'Obligatoriu',
  optional: 'Opțional',
  showPassword: 'Afișează parola',
  hidePassword: 'Ascunde parola',
  search: 'Caută',
  clearSearch: 'Șterge căutarea',
  dropzoneHint: 'Trageți un fișier aici sau alegeți unul',
  dropzoneActive: 'Eliberați fișierul pentru a-l încărca',
  dropzoneChooseFile: 'Alegeți fișierul',
  dropzoneAccepted: (formats) => `Formate acceptate: ${formats}`,
  dropzoneMaxSize: (size) => `Dimensiune maximă: ${size}`,
  dropzoneUploading: 'Se încarcă fișierul…',
  dropzoneUploaded: 'Încărcat',
  dropzoneReplace: 'Înlocuiește',
  dropzoneRemove: 'Elimină',
  fileTooLarge: (maxSize) => `Fișierul depășește ${maxSize}.`,
  fileTypeNotAccepted: (formats) =>
    `Acest tip de fișier nu este acceptat. Formate acceptate: ${formats}.`,
  tooManyFiles: 'Se poate încărca un singur fișier.',
  uploadProgress: (percent) => `${percent}% încărcat`,
  pagination: 'Paginare',
  previousPage: 'Pagina anterioară',
  nextPage: 'Pagina următoare',
  page: (page) => `Pagina ${page}`,
  breadcrumbs: 'Traseu de navigare',
  share: 'Distribuie',
  shareOn: (network) => `Distribuie pe ${network}`,
  copyLink: 'Copiază linkul',
  linkCopied: 'Link copiat',
  notifications: 'Notificări',
  confirm: 'Confirmă',
  cancel: 'Anulează',
  typeToConfirm: (text) => `Pentru confirmare, tastați ${text}`,
  carousel: 'Carusel',
  slide: 'Element',
  previousSlide: 'Elementul anterior',
  nextSlide: 'Elementul următor',
  slideOf: (slide, total) => `Elementul ${slide} din ${total}`,
  language: 'Limbă',
  openMenu: 'Deschide meniul',
  closeMenu: 'Închide meniul',
  accountMenu: 'Meniul contului',
  skipToContent: 'Salt la conținut',
  opensInNewTab: 'se deschide într-o filă nouă',
  filters: 'Filtre',
  showFilters: 'Afișează filtrele',
  hideFilters: 'Ascunde filtrele',
  resetFilters: 'Resetează filtrele',
  acceptAll: 'Acceptă toate',
  rejectAll: 'Respinge toate',
  map: 'Hartă',
  officeCount: (count) => romanianCount(count, 'birou', 'birouri'),
  daysLeft: (days) =>
    days === 1 ? 'A mai rămas 1 zi' : `Au mai rămas ${romanianCount(days, 'zi', 'zile')}`,
  expired: 'Expirat',
  new: 'Nou',
  alreadyApplied: 'Ați aplicat deja',
  featured: 'Promovat',
  saveJob: 'Salvează jobul',
  removeSavedJob: 'Elimină din joburile salvate',
  homeOffice: 'Lucru de acasă',
  remote: 'La distanță',
  follow: 'Urmărește',
  following: 'Urmărești',
  followPending: 'Cerere în așteptare',
  net: 'net',
  gross: 'brut',
  perMonth: 'pe lună',
};

/** The library chrome in every locale. */
export const chromeStrings: Record<Locale, ChromeStrings> = { hu, ro, en };
