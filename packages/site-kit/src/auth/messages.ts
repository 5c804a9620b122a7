import { areaMessages } from '../i18n/areaMessages';

/** The auth screens' messages; ids start with "auth.". */
export const authMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
