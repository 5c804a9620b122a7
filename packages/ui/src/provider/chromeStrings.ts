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
  /** Takes the limit in megabytes, already formatted for the locale ("3", "2,5"). */
  fileTooLarge: (megabytes: string) => string;
  /** Takes the accepted formats joined as alternatives ("PDF", "PDF or DOCX"). */
  fileTypeNotAccepted: (formats: string) => string;
  tooManyFiles: string;
  uploadProgress: (percent: number) => string;
  characterCount: (count: number, max: number) => string;
  phoneCountry: string;
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
  mainNavigation: string;
  socialMedia: string;
  cookieConsent: string;
  logOut: string;
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
  perHour: string;
  perYear: string;
  partner: string;
  /** The deadline is today (0 days left). */
  lastDay: string;
  jobFactSalary: string;
  jobFactBonus: string;
  jobFactStartDate: string;
  jobFactTeamSize: string;
  jobFactTeamAge: string;
  jobFactType: string;
  jobFactLevel: string;
  jobFactExtras: string;
  jobFactDeadline: string;
  teamMembers: (count: number) => string;
  ageRange: (min: number, max: number) => string;
  jobCount: (count: number) => string;
  /** The mobile filter toggle: "Filters (3)" with the number of active filters, "Filters" at 0. */
  filtersWithCount: (count: number) => string;
  salaryItem: string;
  salaryAmount: string;
  // Company, content, share, map and carousel components.
  followers: (count: number) => string;
  openJobs: (count: number) => string;
  /** A company size band: "50–249 employees", or "1,000+ employees" when there is no upper bound. */
  companySize: (min: number, max: number | null) => string;
  /** Alt text of a company logo. */
  companyLogo: (company: string) => string;
  offices: string;
  showOnMap: string;
  readingTime: (minutes: number) => string;
  advertisement: string;
  companySearchLabel: string;
  locationLabel: string;
  industryLabel: string;
  companySizeLabel: string;
  /** The empty choice of a filter select ("any industry"). */
  anyOption: string;
}

/** Romanian puts "de" between a number and its noun from 20 up (and after 0 … 19 hundreds: 120, 1 020). */
function romanianCount(count: number, singular: string, plural: string): string {
  if (count === 1) return `1 ${singular}`;
  const lastTwo = Math.abs(count) % 100;
  const needsDe = count !== 0 && (lastTwo === 0 || lastTwo >= 20);
  return `${count} ${needsDe ? 'de ' : ''}${plural}`;
}

/**
 * A count in the locale's digits with the noun form Intl.PluralRules picks. Romanian's "other"
 * category is exactly the numbers that take "de" (20, 120, 1 000), so the forms carry it.
 */
function countOf(
  tag: string,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const form = forms[new Intl.PluralRules(tag).select(count)] ?? forms.other;
  return `${new Intl.NumberFormat(tag).format(count)} ${form}`;
}

/** "50–249" or "1 000+" in the locale's digits. */
function sizeRange(tag: string, min: number, max: number | null): string {
  const format = new Intl.NumberFormat(tag);
  return max === null ? `${format.format(min)}+` : format.formatRange(min, max);
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
  // The spec's message, word for word.
  fileTooLarge: (megabytes) => `The file may not be greater than ${megabytes} MB.`,
  fileTypeNotAccepted: (formats) => `Only ${formats} files are accepted.`,
  tooManyFiles: 'Only one file can be uploaded.',
  uploadProgress: (percent) => `${percent}% uploaded`,
  characterCount: (count, max) => `${count} of ${max} characters`,
  phoneCountry: 'Country',
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
  slideOf: (slide, total) => `${slide} of ${total}`,
  language: 'Language',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  accountMenu: 'Account menu',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  socialMedia: 'Social media',
  cookieConsent: 'Cookie consent',
  logOut: 'Log out',
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
  perHour: 'per hour',
  perYear: 'per year',
  partner: 'Partner',
  lastDay: 'Last day',
  jobFactSalary: 'Salary',
  jobFactBonus: 'Bonus',
  jobFactStartDate: 'Start date',
  jobFactTeamSize: 'Team size',
  jobFactTeamAge: 'Team age',
  jobFactType: 'Employment type',
  jobFactLevel: 'Experience level',
  jobFactExtras: 'Work arrangement',
  jobFactDeadline: 'Application deadline',
  teamMembers: (count) => countOf('en-GB', count, { one: 'person', other: 'people' }),
  ageRange: (min, max) => `${min}–${max} years`,
  jobCount: (count) => countOf('en-GB', count, { one: 'job', other: 'jobs' }),
  filtersWithCount: (count) => (count > 0 ? `Filters (${count})` : 'Filters'),
  salaryItem: 'Item',
  salaryAmount: 'Amount',
  followers: (count) => countOf('en-GB', count, { one: 'follower', other: 'followers' }),
  openJobs: (count) => countOf('en-GB', count, { one: 'open job', other: 'open jobs' }),
  companySize: (min, max) => `${sizeRange('en-GB', min, max)} employees`,
  companyLogo: (company) => `${company} logo`,
  offices: 'Offices',
  showOnMap: 'Show on map',
  readingTime: (minutes) => `${minutes} min read`,
  advertisement: 'Advertisement',
  companySearchLabel: 'Company name or keyword',
  locationLabel: 'Location',
  industryLabel: 'Industry',
  companySizeLabel: 'Company size',
  anyOption: 'Any',
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
  fileTooLarge: (megabytes) => `A fájl mérete legfeljebb ${megabytes} MB lehet.`,
  fileTypeNotAccepted: (formats) => `Csak ${formats} formátumú fájl tölthető fel.`,
  tooManyFiles: 'Csak egy fájl tölthető fel.',
  uploadProgress: (percent) => `${percent}% feltöltve`,
  characterCount: (count, max) => `${count} / ${max} karakter`,
  phoneCountry: 'Ország',
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
  slideOf: (slide, total) => `${total} közül ${slide}.`,
  language: 'Nyelv',
  openMenu: 'Menü megnyitása',
  closeMenu: 'Menü bezárása',
  accountMenu: 'Fiók menü',
  skipToContent: 'Ugrás a tartalomra',
  mainNavigation: 'Fő navigáció',
  socialMedia: 'Közösségi média',
  cookieConsent: 'Cookie-hozzájárulás',
  logOut: 'Kijelentkezés',
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
  perHour: 'óránként',
  perYear: 'évente',
  partner: 'Partner',
  lastDay: 'Utolsó nap',
  jobFactSalary: 'Fizetés',
  jobFactBonus: 'Bónusz',
  jobFactStartDate: 'Kezdés',
  jobFactTeamSize: 'Csapat mérete',
  jobFactTeamAge: 'Csapat életkora',
  jobFactType: 'Foglalkoztatás típusa',
  jobFactLevel: 'Tapasztalati szint',
  jobFactExtras: 'Munkavégzés',
  jobFactDeadline: 'Jelentkezési határidő',
  teamMembers: (count) => countOf('hu-HU', count, { other: 'fő' }),
  ageRange: (min, max) => `${min}–${max} év`,
  jobCount: (count) => countOf('hu-HU', count, { other: 'állás' }),
  filtersWithCount: (count) => (count > 0 ? `Szűrők (${count})` : 'Szűrők'),
  salaryItem: 'Tétel',
  salaryAmount: 'Összeg',
  followers: (count) => countOf('hu-HU', count, { other: 'követő' }),
  openJobs: (count) => countOf('hu-HU', count, { other: 'nyitott állás' }),
  companySize: (min, max) => `${sizeRange('hu-HU', min, max)} fő`,
  companyLogo: (company) => `${company} logója`,
  offices: 'Irodák',
  showOnMap: 'Megjelenítés a térképen',
  readingTime: (minutes) => `Olvasási idő: ${minutes} perc`,
  advertisement: 'Hirdetés',
  companySearchLabel: 'Cégnév vagy kulcsszó',
  locationLabel: 'Helyszín',
  industryLabel: 'Iparág',
  companySizeLabel: 'Cégméret',
  anyOption: 'Mindegy',
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
  fileTooLarge: (megabytes) => `Fișierul nu poate depăși ${megabytes} MB.`,
  fileTypeNotAccepted: (formats) => `Sunt acceptate doar fișiere ${formats}.`,
  tooManyFiles: 'Se poate încărca un singur fișier.',
  uploadProgress: (percent) => `${percent}% încărcat`,
  characterCount: (count, max) => `${count} din ${romanianCount(max, 'caracter', 'caractere')}`,
  phoneCountry: 'Țara',
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
  slideOf: (slide, total) => `${slide} din ${total}`,
  language: 'Limbă',
  openMenu: 'Deschide meniul',
  closeMenu: 'Închide meniul',
  accountMenu: 'Meniul contului',
  skipToContent: 'Salt la conținut',
  mainNavigation: 'Navigare principală',
  socialMedia: 'Rețele sociale',
  cookieConsent: 'Consimțământ pentru cookie-uri',
  logOut: 'Deconectare',
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
  perHour: 'pe oră',
  perYear: 'pe an',
  partner: 'Partener',
  lastDay: 'Ultima zi',
  jobFactSalary: 'Salariu',
  jobFactBonus: 'Bonus',
  jobFactStartDate: 'Data începerii',
  jobFactTeamSize: 'Mărimea echipei',
  jobFactTeamAge: 'Vârsta echipei',
  jobFactType: 'Tip de angajare',
  jobFactLevel: 'Nivel de experiență',
  jobFactExtras: 'Mod de lucru',
  jobFactDeadline: 'Termen de aplicare',
  teamMembers: (count) =>
    countOf('ro-RO', count, { one: 'persoană', few: 'persoane', other: 'de persoane' }),
  ageRange: (min, max) =>
    `${min}–${countOf('ro-RO', max, { one: 'an', few: 'ani', other: 'de ani' })}`,
  jobCount: (count) =>
    countOf('ro-RO', count, {
      one: 'loc de muncă',
      few: 'locuri de muncă',
      other: 'de locuri de muncă',
    }),
  filtersWithCount: (count) => (count > 0 ? `Filtre (${count})` : 'Filtre'),
  salaryItem: 'Element',
  salaryAmount: 'Sumă',
  followers: (count) =>
    countOf('ro-RO', count, { one: 'urmăritor', few: 'urmăritori', other: 'de urmăritori' }),
  openJobs: (count) =>
    countOf('ro-RO', count, { one: 'job activ', few: 'joburi active', other: 'de joburi active' }),
  // The noun agrees with the last number of the range: "10–19 angajați", "50–249 de angajați".
  companySize: (min, max) =>
    `${sizeRange('ro-RO', min, max)} ${new Intl.PluralRules('ro-RO').select(max ?? min) === 'other' ? 'de angajați' : 'angajați'}`,
  companyLogo: (company) => `Logo ${company}`,
  offices: 'Birouri',
  showOnMap: 'Arată pe hartă',
  readingTime: (minutes) => `Timp de citire: ${minutes} min`,
  advertisement: 'Publicitate',
  companySearchLabel: 'Numele companiei sau cuvânt cheie',
  locationLabel: 'Locație',
  industryLabel: 'Domeniu',
  companySizeLabel: 'Mărimea companiei',
  anyOption: 'Oricare',
};

/** The library chrome in every locale. */
export const chromeStrings: Record<Locale, ChromeStrings> = { hu, ro, en };
