import type { StringArea } from '../../provider/stringArea';

/** Strings of SiteHeader. */
export interface SiteHeaderStrings {
  openMenu: string;
  closeMenu: string;
  skipToContent: string;
  mainNavigation: string;
}

export const siteHeaderStrings: StringArea<SiteHeaderStrings> = {
  en: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
  },
  hu: {
    openMenu: 'Menü megnyitása',
    closeMenu: 'Menü bezárása',
    skipToContent: 'Ugrás a tartalomra',
    mainNavigation: 'Fő navigáció',
  },
  ro: {
    openMenu: 'Deschide meniul',
    closeMenu: 'Închide meniul',
    skipToContent: 'Salt la conținut',
    mainNavigation: 'Navigare principală',
  },
};
