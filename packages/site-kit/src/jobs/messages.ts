import { areaMessages } from '../i18n/areaMessages';

/** The jobs screens' messages; ids start with "jobs.". */
export const jobsMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
