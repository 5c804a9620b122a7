import { areaMessages } from '../i18n/areaMessages';

/** The salary screens' messages; ids start with "salary.". */
export const salaryMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
