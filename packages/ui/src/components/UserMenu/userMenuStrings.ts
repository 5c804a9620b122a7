import type { StringArea } from '../../provider/stringArea';

/** Strings of UserMenu. */
export interface UserMenuStrings {
  accountMenu: string;
  logOut: string;
}

export const userMenuStrings: StringArea<UserMenuStrings> = {
  en: {
    accountMenu: 'Account menu',
    logOut: 'Log out',
  },
  hu: {
    accountMenu: 'Fiók menü',
    logOut: 'Kijelentkezés',
  },
  ro: {
    accountMenu: 'Meniul contului',
    logOut: 'Deconectare',
  },
};
