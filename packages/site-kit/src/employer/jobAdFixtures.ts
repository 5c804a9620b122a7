import {
  type CategoryCountTree,
  type EmployerJob,
  formatMessage,
  type LocationCount,
} from '@allas/core';
import { BrowserApiError } from '../api/browserApi';

/** A published ad of a Hungarian company, as GET /employer/jobs answers it (fixed dates). */
export const publishedAd: EmployerJob = {
  id: 41,
  slug: 'ugyfelszolgalati-munkatars-41',
  companySlug: 'kozep-dunantuli-gepgyarto',
  status: 'published',
  title: 'Ügyfélszolgálati munkatárs (angol–magyar nyelvtudással)',
  description: 'Ügyfeleink kérdéseire válaszolsz telefonon és e-mailben.\n\nBetanítást adunk.',
  language: 'hu',
  location: 'szekesfehervar',
  category: 'ugyfelszolgalat',
  subcategories: ['telefonos-ugyfelszolgalat'],
  type: 'fullTime',
  level: 'junior',
  extras: ['homeOffice'],
  tags: ['ügyfélszolgálat', 'angol'],
  salary: { min: 450_000, max: 550_000, currency: 'HUF', basis: 'gross', period: 'month' },
  bonus: 'Cafeteria és teljesítménybónusz',
  startDate: '2026-12-01',
  teamSize: 6,
  teamAgeRange: { min: 22, max: 45 },
  deadline: '2026-12-20',
  replyWithinDays: 14,
  createdAt: '2026-11-18T09:00:00.000Z',
  publishedAt: '2026-11-20T09:00:00.000Z',
  daysLeft: 24,
  expired: false,
  applicantCount: 12,
  paidWith: 'free',
};

/** One ad in every status, newest first, with long Hungarian titles. */
export const adsInEveryStatus: EmployerJob[] = [
  {
    ...publishedAd,
    id: 44,
    status: 'draft',
    title: 'Karbantartási és üzemeltetési csoportvezető',
    deadline: null,
    publishedAt: null,
    daysLeft: null,
    applicantCount: 0,
    paidWith: null,
  },
  publishedAd,
  {
    ...publishedAd,
    id: 39,
    status: 'paused',
    title: 'Gépészmérnök – gyártástechnológia (Székesfehérvár)',
    daysLeft: 1,
    applicantCount: 1,
    paidWith: 'credit',
  },
  {
    ...publishedAd,
    id: 37,
    status: 'paused',
    title: 'Raktári összeszerelő, többműszakos munkarendben',
    daysLeft: -3,
    expired: true,
    applicantCount: 5,
    paidWith: 'credit',
  },
  {
    ...publishedAd,
    id: 30,
    status: 'closed',
    title: 'Minőségbiztosítási szakértő',
    daysLeft: -10,
    expired: true,
    applicantCount: 27,
    paidWith: 'credit',
  },
];

/** The api's refusal of a second publication without credits (409), in Hungarian. */
export const noCreditsError = new BrowserApiError(
  409,
  'employer.noCredits',
  formatMessage('employer.noCredits', 'hu'),
);

/** A part of GET /categories (HU): one category with subcategories, one without. */
export const adCategories: CategoryCountTree[] = [
  {
    slug: 'ugyfelszolgalat',
    name: 'Ügyfélszolgálat',
    count: 120,
    subcategories: [
      { slug: 'telefonos-ugyfelszolgalat', name: 'Telefonos ügyfélszolgálat', count: 60 },
      { slug: 'ugyfelkapcsolati-menedzsment', name: 'Ügyfélkapcsolati menedzsment', count: 14 },
    ],
  },
  { slug: 'gyartas', name: 'Gyártás, termelés', count: 80, subcategories: [] },
];

/** A part of GET /locations (HU). */
export const adLocations: LocationCount[] = [
  {
    slug: 'budapest',
    city: 'Budapest',
    county: 'Budapest',
    country: 'HU',
    coordinates: { lat: 47.4979, lng: 19.0402 },
    count: 900,
  },
  {
    slug: 'szekesfehervar',
    city: 'Székesfehérvár',
    county: 'Fejér',
    country: 'HU',
    coordinates: { lat: 47.186, lng: 18.4221 },
    count: 40,
  },
];
