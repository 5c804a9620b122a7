import { type EmployerCompanyProfile, noSocialLinks } from '@allas/core';
import { BrowserApiError } from '../api/browserApi';

// Fixed data for the company page editor's stories (they are screenshotted): no clock, no
// pictures from the network (a company without a logo shows its initials).

/** A company just registered: only what the registration asked for. */
export const newCompanyProfile: EmployerCompanyProfile = {
  slug: 'kozep-dunantuli-gepgyarto-es-szereloipari-zrt',
  published: false,
  publishedAt: null,
  role: 'owner',
  name: 'Közép-Dunántúli Gépgyártó és Szerelőipari Zrt.',
  industry: 'manufacturing',
  size: '250-999',
  website: null,
  socialLinks: noSocialLinks,
  homeOffice: false,
  remote: false,
  logo: null,
  banner: null,
  about: {},
  life: {},
  mission: {},
  values: [],
  offices: [],
};

/** A page filled in, in Hungarian and Romanian (English left to fall back). */
export const filledCompanyProfile: EmployerCompanyProfile = {
  ...newCompanyProfile,
  website: 'https://gepgyarto.example.hu',
  socialLinks: { ...noSocialLinks, linkedin: 'https://www.linkedin.com/company/gepgyarto' },
  homeOffice: true,
  about: {
    hu: 'Harminc éve gyártunk szerszámgépeket és gyártósorokat Székesfehérváron.\n\nŰrtechnikai alkatrészektől a járműiparig dolgozunk.',
    ro: 'De treizeci de ani producem mașini-unelte și linii de producție.',
  },
  life: { hu: 'Rugalmas munkaidő, saját üzemi étterem és szakmai továbbképzések.' },
  mission: { hu: 'Megbízható gépekkel segítjük a hazai gyártócégek fejlődését.' },
  values: [
    {
      title: { hu: 'Minőség', ro: 'Calitate' },
      text: { hu: 'Minden gépet átadás előtt háromszor ellenőrzünk.' },
    },
    {
      title: { hu: 'Együttműködés' },
      text: { hu: 'A mérnökeink és a szerelőink egy csapatban dolgoznak.' },
    },
  ],
  offices: [
    {
      location: 'szekesfehervar',
      city: 'Székesfehérvár',
      address: 'Gyümölcs utca 12.',
      headquarters: true,
      coordinates: null,
    },
    {
      location: 'gyor',
      city: 'Győr',
      address: 'Ipari Park, Kandó Kálmán út 3.',
      headquarters: false,
      coordinates: null,
    },
  ],
};

export const publishedCompanyProfile: EmployerCompanyProfile = {
  ...filledCompanyProfile,
  published: true,
  publishedAt: '2026-11-20T09:00:00.000Z',
};

/** The cities an office can be in (a few of the api's locations). */
export const editorLocations = [
  { slug: 'budapest', city: 'Budapest' },
  { slug: 'debrecen', city: 'Debrecen' },
  { slug: 'gyor', city: 'Győr' },
  { slug: 'szekesfehervar', city: 'Székesfehérvár' },
  { slug: 'szeged', city: 'Szeged' },
];

/** The api's refusal of a save (its messages as the Hungarian site gets them). */
export const saveRefused = new BrowserApiError(422, 'validation_failed', 'Néhány mező hibás.', {
  name: 'A cégnév megadása kötelező.',
  website: 'Adj meg egy https://-sel kezdődő webcímet!',
  'offices.0.address': 'Az iroda címének megadása kötelező.',
});

/** The api's refusal of publishing an empty page. */
export const publishRefused = new BrowserApiError(422, 'validation_failed', 'Néhány mező hibás.', {
  'about.hu': 'A közzétételhez írd meg a Rólunk szöveget az oldal nyelvén!',
  offices: 'A közzétételhez adj meg legalább egy irodát!',
});

/** The api's refusal of a file that is no picture. */
export const imageRefused = new BrowserApiError(415, 'unsupported_media_type', 'Hibás fájl.', {
  file: 'A kép JPEG, PNG vagy WebP formátumú lehet.',
});
