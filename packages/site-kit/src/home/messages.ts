import { areaMessages } from '../i18n/areaMessages';

/** The home screens' messages; ids start with "home.". */
export const homeMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
