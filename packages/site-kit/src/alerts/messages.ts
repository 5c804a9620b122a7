import { areaMessages } from '../i18n/areaMessages';

/** The alerts screens' messages; ids start with "alerts.". */
export const alertsMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
