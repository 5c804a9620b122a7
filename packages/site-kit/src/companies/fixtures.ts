import type { JobCard } from '@allas/core';
import { defaultCompanyFilters, noSocialLinks } from '@allas/core';
import { jobFixtureBase } from '../jobs/fixtures';
import type { CompanyDetail, CompanyList, CompanySummary } from './companyTypes';

// Fixed data for the stories (they are screenshotted): no clock, no randomness, no pictures from
// the network (a company without a logo shows its initials).

const names = [
  'Duna Szoftver Kft.',
  'Tisza Informatika Zrt.',
  'Mátra Logisztika Kft.',
  'Balaton Pénzügy Nyrt.',
  'Pannon Gépgyártó Kft.',
  'Kárpát Adatközpont Zrt.',
  'Hunyadi Kereskedelmi Bt.',
] as const;

const industries = [
  'software',
  'software',
  'logistics',
  'finance',
  'manufacturing',
  'software',
  'retail',
];
const sizes = ['50-249', '1000-plus', '10-49', '250-999', '1-9', '50-249', '10-49'] as const;

function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const companySummaries: CompanySummary[] = names.map((name, index) => ({
  id: String(index + 1),
  slug: slugOf(name),
  name,
  logo: null,
  banner: null,
  industry: industries[index] ?? 'software',
  size: sizes[index] ?? '10-49',
  region: 'HU',
  homeOffice: index % 2 === 0,
  remote: index % 3 === 0,
  openJobCount: (index * 3) % 7,
  followers: 12 + index * 5,
  city: 'Budapest',
  followed: false,
}));

export const industryFacets = [
  { value: 'software', label: 'Szoftverfejlesztés', count: 3 },
  { value: 'finance', label: 'Pénzügyi szolgáltatás', count: 1 },
  { value: 'logistics', label: 'Logisztika', count: 1 },
  { value: 'manufacturing', label: 'Gyártás', count: 1 },
  { value: 'retail', label: 'Kereskedelem', count: 1 },
];

export const locationFacets = [
  { value: 'Budapest', label: 'Budapest', count: 5 },
  { value: 'Debrecen', label: 'Debrecen', count: 2 },
  { value: 'Szeged', label: 'Szeged', count: 1 },
];

export const companyList: CompanyList = {
  items: companySummaries,
  page: 1,
  perPage: 12,
  total: 31,
  totalPages: 3,
  facets: { industries: industryFacets, sizes: [], locations: locationFacets },
};

export const emptyCompanyList: CompanyList = {
  ...companyList,
  items: [],
  total: 0,
  totalPages: 0,
};

export const filteredSearch = {
  ...defaultCompanyFilters,
  search: 'szoftver',
  location: 'Budapest',
  industry: 'software',
  size: '50-249' as const,
  extras: ['homeOffice' as const],
};

const job = (index: number, title: string, extra: Partial<JobCard> = {}): JobCard => ({
  ...jobFixtureBase,
  id: String(100 + index),
  slug: slugOf(title),
  companySlug: 'duna-szoftver-kft',
  companyName: 'Duna Szoftver Kft.',
  companyLogoUrl: null,
  title,
  location: { city: 'Budapest', county: 'Budapest', country: 'HU', coordinates: null },
  salary: { min: 900000, max: 1300000, currency: 'HUF', period: 'month', basis: 'gross' },
  deadline: '2026-12-15',
  extras: ['homeOffice'],
  tags: ['TypeScript', 'React'],
  status: { expired: false, expiring: false, new: false, remainingDays: 24 },
  ...extra,
});

export const companyJobs: JobCard[] = [
  job(1, 'Senior frontend fejlesztő', {
    status: { expired: false, expiring: false, new: true, remainingDays: 24 },
  }),
  job(2, 'Backend fejlesztő (Node.js)', { salary: null, extras: ['homeOffice', 'remote'] }),
  job(3, 'Rendszerüzemeltető', {
    tags: ['Linux', 'Kubernetes'],
    deadline: '2026-11-24',
    status: { expired: false, expiring: true, new: false, remainingDays: 3 },
  }),
];

export const companyDetail: CompanyDetail = {
  ...(companySummaries[0] as CompanySummary),
  industryName: 'Szoftverfejlesztés',
  openJobCount: companyJobs.length,
  website: 'https://duna-szoftver.example',
  socialLinks: noSocialLinks,
  about:
    'A Duna Szoftver Kft. 2009 óta fejleszt üzleti szoftvereket hazai és nemzetközi ügyfeleknek.\n\nBudapesti és debreceni irodánkban több mint százan dolgozunk együtt.',
  life: 'Heti két nap home office, rugalmas kezdés, közös reggelik és évente kétszer csapatépítő hétvége.',
  mission:
    'Olyan szoftvert építünk, amelyet szívesen használnak az emberek, és amely évekig karbantartható marad.',
  values: [
    {
      title: 'Rugalmas munkavégzés',
      description:
        'Heti két nap otthoni munka és rugalmas kezdés, mert az eredmény számít, nem a jelenléti ív.',
    },
    {
      title: 'Folyamatos tanulás',
      description: 'Évi képzési keret, belső mentorprogram és konferenciajegyek minden kollégának.',
    },
    {
      title: 'Nyitott kommunikáció',
      description: 'Havi összcéges fórum, ahol bárki bármit kérdezhet a vezetőségtől.',
    },
  ],
  offices: [
    {
      name: 'Budapest',
      address: '1138 Budapest, Váci út 99.',
      headquarters: true,
      coordinates: { lat: 47.53, lng: 19.07 },
    },
    {
      name: 'Debrecen',
      address: '4025 Debrecen, Piac utca 20.',
      headquarters: false,
      coordinates: { lat: 47.53, lng: 21.63 },
    },
  ],
  jobs: companyJobs,
  jobPages: { page: 1, totalPages: 1, total: companyJobs.length },
};

/** A long Hungarian company name and texts, to see how the page wraps them. */
export const longHungarianCompany: CompanyDetail = {
  ...companyDetail,
  name: 'Szélrózsa Egészségügyi és Környezetvédelmi Mérnöki Tanácsadó Korlátolt Felelősségű Társaság',
  industryName: 'Tanácsadás',
  about:
    'Legkülönfélébb megrendelőinknek nyújtunk műszaki, környezetvédelmi és egészségügyi tanácsadást az előkészítéstől az üzemeltetésig; munkatársaink együttműködése és szakmai felkészültsége a legfőbb erősségünk.',
  life: null,
  mission: null,
  values: [],
  offices: [companyDetail.offices[0] as CompanyDetail['offices'][number]],
  jobs: [],
  jobPages: { page: 1, totalPages: 0, total: 0 },
  openJobCount: 0,
};
