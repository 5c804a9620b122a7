import type { Locale } from '../locale/locales';
import type { LocalizedText } from '../messages/localizedText';

/**
 * The industries a company belongs to: the key is stored and appears in company-search URLs, the
 * label is shown in the page's language (the company directory's filter, the employer's
 * registration form, the company page).
 */
export const industries = [
  {
    key: 'software',
    label: { hu: 'Szoftverfejlesztés', ro: 'Dezvoltare software', en: 'Software' },
  },
  {
    key: 'finance',
    label: { hu: 'Pénzügyi szolgáltatás', ro: 'Servicii financiare', en: 'Financial services' },
  },
  { key: 'logistics', label: { hu: 'Logisztika', ro: 'Logistică', en: 'Logistics' } },
  { key: 'manufacturing', label: { hu: 'Gyártás', ro: 'Producție', en: 'Manufacturing' } },
  { key: 'retail', label: { hu: 'Kereskedelem', ro: 'Comerț', en: 'Retail' } },
  { key: 'energy', label: { hu: 'Energetika', ro: 'Energie', en: 'Energy' } },
  { key: 'consulting', label: { hu: 'Tanácsadás', ro: 'Consultanță', en: 'Consulting' } },
  {
    key: 'telecom',
    label: { hu: 'Távközlés', ro: 'Telecomunicații', en: 'Telecommunications' },
  },
] as const satisfies readonly { key: string; label: LocalizedText }[];

export type IndustryKey = (typeof industries)[number]['key'];
export const industryKeys = industries.map((industry) => industry.key) as [
  IndustryKey,
  ...IndustryKey[],
];

/** The industry's name in the language, or the key itself for one no longer listed. */
export function industryLabel(key: string, locale: Locale): string {
  return industries.find((industry) => industry.key === key)?.label[locale] ?? key;
}
