import type { Locale } from '../../provider/locales';

/** The BCP 47 tag that Intl formatters use for each chrome language. */
export const intlLocales: Record<Locale, string> = { hu: 'hu-HU', ro: 'ro-RO', en: 'en-GB' };
