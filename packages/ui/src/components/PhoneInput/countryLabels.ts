import { type Country, getCountries, getCountryCallingCode } from 'react-phone-number-input';
import type { Locale } from '../../provider/locales';
import { intlLocales } from '../private/intlLocale';

const cache = new Map<Locale, Partial<Record<Country, string>>>();

/**
 * Country names in the chrome language from the browser's own data (Intl.DisplayNames), so no
 * name list ships with the library and none is fetched.
 */
export function countryNames(locale: Locale): Partial<Record<Country, string>> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([intlLocales[locale]], { type: 'region', fallback: 'code' });
  const labels: Partial<Record<Country, string>> = {};
  for (const country of getCountries()) labels[country] = names.of(country) ?? country;
  cache.set(locale, labels);
  return labels;
}

/** The flag as text: two regional-indicator letters, drawn by the system's emoji font. */
export function flagEmoji(country: string): string {
  return String.fromCodePoint(
    ...[...country.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

export function callingCode(country: Country): string {
  return `+${getCountryCallingCode(country)}`;
}

export function intlLocale(locale: Locale): string {
  return intlLocales[locale];
}
