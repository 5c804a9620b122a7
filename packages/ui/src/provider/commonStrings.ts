import { countOf } from './grammar';
import type { StringArea } from './stringArea';

/** Strings several components share. */
export interface CommonStrings {
  close: string;
  loading: string;
  search: string;
  cancel: string;
  confirm: string;
  opensInNewTab: string;
  jobCount: (count: number) => string;
}

export const commonStrings: StringArea<CommonStrings> = {
  en: {
    close: 'Close',
    loading: 'Loading…',
    search: 'Search',
    cancel: 'Cancel',
    confirm: 'Confirm',
    opensInNewTab: 'opens in a new tab',
    jobCount: (count) => countOf('en-GB', count, { one: 'job', other: 'jobs' }),
  },
  hu: {
    close: 'Bezárás',
    loading: 'Betöltés…',
    search: 'Keresés',
    cancel: 'Mégse',
    confirm: 'Megerősítés',
    opensInNewTab: 'új lapon nyílik meg',
    jobCount: (count) => countOf('hu-HU', count, { other: 'állás' }),
  },
  ro: {
    close: 'Închide',
    loading: 'Se încarcă…',
    search: 'Caută',
    cancel: 'Anulează',
    confirm: 'Confirmă',
    opensInNewTab: 'se deschide într-o filă nouă',
    jobCount: (count) =>
      countOf('ro-RO', count, {
        one: 'loc de muncă',
        few: 'locuri de muncă',
        other: 'de locuri de muncă',
      }),
  },
};
