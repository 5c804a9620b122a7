import type { CategoryCountTree, JobCard, JobSearchResult, LocationCount } from '@allas/core';
import { defaultJobSearchFilters } from '@allas/core';

// Fixed data for the stories (screenshotted: no clock, no randomness).

/** A whole api job; the other areas' fixtures start from it and set what their stories show. */
export const jobFixtureBase: JobCard = {
  id: '101',
  slug: 'senior-java-fejleszto',
  companySlug: 'napfeny-szoftver',
  companyName: 'Napfény Szoftver Kft.',
  companyLogoUrl: null,
  title: 'Senior Java fejlesztő',
  location: { city: 'Budapest', county: 'Budapest', country: 'HU', coordinates: null },
  region: 'HU',
  language: 'hu',
  publishedAt: '2026-11-01T08:00:00.000Z',
  deadline: '2026-12-18',
  salary: { min: 900000, max: 1200000, currency: 'HUF', period: 'month', basis: 'gross' },
  bonus: null,
  startDate: null,
  teamSize: null,
  teamAgeRange: null,
  category: 'it',
  categoryName: 'IT',
  subcategories: [],
  type: 'fullTime',
  level: 'senior',
  extras: ['homeOffice'],
  tags: ['Java', 'Spring', 'Kubernetes'],
  featured: false,
  partner: false,
  status: { expired: false, expiring: false, new: true, remainingDays: 27 },
};

export const jobFixtures: JobCard[] = [
  jobFixtureBase,
  {
    ...jobFixtureBase,
    id: '102',
    slug: 'ertekesitesi-munkatars',
    companySlug: 'duna-kereskedelmi',
    companyName: 'Duna Kereskedelmi Zrt.',
    title: 'Értékesítési munkatárs',
    location: { city: 'Győr', county: 'Győr-Moson-Sopron', country: 'HU', coordinates: null },
    deadline: '2026-11-23',
    salary: null,
    category: 'ertekesites',
    categoryName: 'Értékesítés',
    type: 'partTime',
    level: 'junior',
    extras: [],
    tags: ['B2B', 'Tárgyalástechnika'],
    partner: true,
    status: { expired: false, expiring: true, new: false, remainingDays: 2 },
  },
  {
    ...jobFixtureBase,
    id: '103',
    slug: 'uzemeltetesi-mernok',
    companySlug: 'tisza-halozat',
    companyName:
      'Tisza Hálózatüzemeltető és Informatikai Szolgáltató Korlátolt Felelősségű Társaság',
    title:
      'Rendszerüzemeltetési és hálózatbiztonsági mérnök többműszakos, részben távmunkás munkarendben',
    location: { city: 'Szeged', county: 'Csongrád-Csanád', country: 'HU', coordinates: null },
    deadline: '2027-01-15',
    salary: { min: 700000, max: 850000, currency: 'HUF', period: 'month', basis: 'net' },
    type: 'fullTime',
    level: 'medior',
    extras: ['homeOffice', 'remote'],
    tags: ['Linux', 'Hálózatbiztonság', 'Ügyeleti rend'],
    featured: true,
    status: { expired: false, expiring: false, new: false, remainingDays: 55 },
  },
];

export const categoryFixtures: CategoryCountTree[] = [
  {
    slug: 'it',
    name: 'IT',
    count: 18,
    subcategories: [
      { slug: 'it-fejlesztes', name: 'Fejlesztés', count: 9 },
      { slug: 'it-uzemeltetes', name: 'Üzemeltetés', count: 5 },
    ],
  },
  { slug: 'ertekesites', name: 'Értékesítés', count: 7, subcategories: [] },
  { slug: 'iroda', name: 'Irodai munka', count: 4, subcategories: [] },
];

export const locationFixtures: LocationCount[] = [
  {
    slug: 'budapest',
    city: 'Budapest',
    county: 'Budapest',
    country: 'HU',
    coordinates: { lat: 47.4979, lng: 19.0402 },
    count: 20,
  },
  {
    slug: 'gyor',
    city: 'Győr',
    county: 'Győr-Moson-Sopron',
    country: 'HU',
    coordinates: { lat: 47.6875, lng: 17.6504 },
    count: 5,
  },
  {
    slug: 'szeged',
    city: 'Szeged',
    county: 'Csongrád-Csanád',
    country: 'HU',
    coordinates: { lat: 46.253, lng: 20.1414 },
    count: 4,
  },
];

export const searchResultFixture: JobSearchResult = {
  items: jobFixtures,
  page: 1,
  perPage: 20,
  total: 43,
  totalPages: 3,
  sort: 'relevance',
  facets: {
    categories: [
      { value: 'it', label: 'IT', count: 18 },
      { value: 'ertekesites', label: 'Értékesítés', count: 7 },
      { value: 'iroda', label: 'Irodai munka', count: 4 },
    ],
    subcategories: [
      { value: 'it-fejlesztes', label: 'Fejlesztés', count: 9 },
      { value: 'it-uzemeltetes', label: 'Üzemeltetés', count: 5 },
    ],
    types: [
      { value: 'fullTime', label: 'fullTime', count: 30 },
      { value: 'partTime', label: 'partTime', count: 8 },
      { value: 'project', label: 'project', count: 5 },
    ],
    levels: [
      { value: 'senior', label: 'senior', count: 12 },
      { value: 'medior', label: 'medior', count: 16 },
      { value: 'junior', label: 'junior', count: 15 },
    ],
    extras: [
      { value: 'homeOffice', label: 'homeOffice', count: 21 },
      { value: 'remote', label: 'remote', count: 6 },
    ],
    locations: [
      { value: 'Budapest', label: 'Budapest', count: 20 },
      { value: 'Győr', label: 'Győr', count: 5 },
    ],
    withSalary: 25,
    new: 9,
    expiring: 3,
  },
};

export const emptyResultFixture: JobSearchResult = {
  items: [],
  page: 1,
  perPage: 20,
  total: 0,
  totalPages: 0,
  sort: 'relevance',
  facets: null,
};

export const detailedFilters = {
  ...defaultJobSearchFilters,
  text: 'java',
  category: 'it',
  levels: ['senior' as const],
  withSalary: true,
};

export const bannerFixture = {
  id: '1',
  imageUrl:
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="728" height="90"%3E%3Crect width="728" height="90" fill="%23264653"/%3E%3C/svg%3E',
  linkUrl: 'https://example.com/company/napfeny-szoftver',
  alt: 'Napfény Szoftver Kft.',
  companySlug: 'napfeny-szoftver',
};
