import { localeObjects } from '../locale/localeObject';
import type { Locale } from '../locale/locales';

/** The BCP 47 tag Intl formats a product language with. */
export function intlLocaleOf(locale: Locale): string {
  return localeObjects[locale].iso;
}
