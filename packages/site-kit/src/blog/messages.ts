import { areaMessages } from '../i18n/areaMessages';

/** The blog screens' messages; ids start with "blog.". */
export const blogMessages = areaMessages({
  en: {},
  hu: {},
  ro: {},
});
