import type { RegionCode } from './regionCodes';
import type { RegionConfig } from './regionConfig';

export const hungaryRegion: RegionConfig = {
  regionCode: 'HU',
  name: 'Magyarország',
  flag: '🇭🇺',
  domain: 'allas.hu',
  defaultLang: 'hu',
  availableLangs: ['hu', 'ro', 'en'],
  currency: 'HUF',
  timeZone: 'Europe/Budapest',
  isBlue: false,
  company: { legalName: 'allas Kft.', city: 'Budapest', country: 'HU', email: 'info@allas.hu' },
};

export const romaniaRegion: RegionConfig = {
  regionCode: 'RO',
  name: 'România',
  flag: '🇷🇴',
  domain: 'allas.ro',
  defaultLang: 'ro',
  availableLangs: ['hu', 'ro', 'en'],
  currency: 'RON',
  timeZone: 'Europe/Bucharest',
  isBlue: false,
  company: { legalName: 'allas SRL', city: 'Cluj-Napoca', country: 'RO', email: 'info@allas.ro' },
};

/**
 * The blue-collar board of Hungary (spec §3 `isBlue`): the Hungarian market's jobs, languages and
 * company under its own domain; the site wears the blue theme and asks for `region=blue` banners.
 */
export const hungaryBlueRegion: RegionConfig = {
  ...hungaryRegion,
  domain: 'kek.allas.hu',
  isBlue: true,
};

export const regions: Readonly<Record<RegionCode, RegionConfig>> = {
  HU: hungaryRegion,
  RO: romaniaRegion,
};
