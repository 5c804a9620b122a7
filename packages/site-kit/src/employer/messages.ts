import { areaMessages } from '../i18n/areaMessages';

/** The employer screens' messages; ids start with "employer.". */
export const employerMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
