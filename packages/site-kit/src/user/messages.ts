import { areaMessages } from '../i18n/areaMessages';

/** The user screens' messages; ids start with "user.". */
export const userMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
