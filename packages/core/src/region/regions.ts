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

export const regions: Readonly<Record<RegionCode, RegionConfig>> = {
  HU: hungaryRegion,
  RO: romaniaRegion,
};
