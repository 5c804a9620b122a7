import { areaMessages } from '../i18n/areaMessages';

/** The job screens' messages; ids start with "job.". */
export const jobMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
