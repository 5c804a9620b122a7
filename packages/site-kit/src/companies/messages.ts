import { areaMessages } from '../i18n/areaMessages';

/** The companies screens' messages; ids start with "companies.". */
export const companiesMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
