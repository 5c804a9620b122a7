import type { CompanySummary, JobCard, MyApplication, Profile, SavedJob } from '@allas/core';
import { jobFixtureBase } from '../jobs/fixtures';
import type { CategoryOption } from './AccountForm';

/** Fixture data of the user screens' stories: fixed dates, no randomness (they are screenshotted). */
export const profileFixture: Profile = {
  id: '41',
  email: 'ada.kovacs@example.com',
  userType: 'candidate',
  firstName: 'Ada',
  lastName: 'Kovács',
  phone: '+36201234567',
  residence: 'Budapest',
  levels: ['junior', 'medior'],
  categories: ['it', 'marketing'],
  socialProvider: null,
  linkedInUrl: null,
  locale: 'hu',
  region: 'hu',
  newsletters: { itJobs: true, officeJobs: false, lovableWorkplaces: true },
  notifications: { jobAlerts: true, applicationNews: true, followedCompanies: false },
  cv: {
    name: 'Kovacs_Ada_oneletrajz.pdf',
    contentType: 'application/pdf',
    sizeBytes: 842_137,
    uploadedAt: '2026-10-02T09:15:00.000Z',
  },
  photo: null,
  acceptedTermsVersion: '2026-01-01',
  acceptedPrivacyPolicyVersion: '2026-01-01',
  lovedCompanies: [],
  is_accepted_szmd_prize: {},
  has_szmd_votes: false,
};

export const categoriesFixture: CategoryOption[] = [
  { slug: 'it', name: 'IT, telekommunikáció' },
  { slug: 'marketing', name: 'Marketing, média, PR' },
  { slug: 'sales', name: 'Értékesítés, kereskedelem' },
  { slug: 'office', name: 'Adminisztráció, irodai munka' },
  { slug: 'finance', name: 'Pénzügy, számvitel' },
];

const job = (overrides: Partial<JobCard> & Pick<JobCard, 'id' | 'slug' | 'title'>) =>
  ({
    ...jobFixtureBase,
    companySlug: 'napfeny-szoftver',
    companyName: 'Napfény Szoftver Kft.',
    companyLogoUrl: null,
    location: { city: 'Budapest', county: null, country: 'HU', coordinates: null },
    deadline: '2026-12-15',
    salary: { min: 900_000, max: 1_200_000, currency: 'HUF', period: 'month', basis: 'gross' },
    extras: ['homeOffice'],
    tags: ['TypeScript', 'React'],
    status: { expired: false, expiring: false, new: false, remainingDays: 24 },
    ...overrides,
  }) satisfies JobCard;

export const savedJobsFixture: SavedJob[] = [
  {
    ...job({ id: '101', slug: 'frontend-fejleszto', title: 'Frontend fejlesztő (React)' }),
    savedAt: '2026-11-10T08:00:00.000Z',
  },
  {
    ...job({
      id: '102',
      slug: 'marketing-koordinator',
      title: 'Marketing koordinátor',
      companySlug: 'tiszavirag-media',
      companyName: 'Tiszavirág Média Zrt.',
      location: { city: 'Szeged', county: null, country: 'HU', coordinates: null },
      salary: null,
      extras: [],
      tags: ['Social media'],
      deadline: '2026-11-23',
      status: { expired: false, expiring: true, new: false, remainingDays: 2 },
    }),
    savedAt: '2026-11-03T12:30:00.000Z',
  },
];

/** The day the application stories are looked at: the viewed one's promised answer is late. */
export const applicationsToday = '2026-11-20';

const employerMessages: Partial<Record<MyApplication['status'], string>> = {
  shortlisted:
    'Köszönjük a jelentkezésedet! Jövő kedden 10 órakor egy 30 perces online beszélgetésre hívunk.\nA meghívót e-mailben küldjük.',
  rejected: 'Köszönjük az érdeklődést! Ezúttal más jelöltet választottunk.',
};

export const applicationsFixture: MyApplication[] = (
  ['received', 'viewed', 'shortlisted', 'rejected', 'hired'] as const
).map((status, index) => ({
  id: String(500 + index),
  appliedAt: `2026-11-${String(18 - index * 3).padStart(2, '0')}T10:00:00.000Z`,
  status,
  statusChangedAt: status === 'received' ? null : '2026-11-19T09:00:00.000Z',
  statusMessage: employerMessages[status] ?? null,
  replyBy: ['2026-12-02', '2026-11-19', '2026-11-26', '2026-11-23', '2026-11-20'][index] as string,
  method: 'cv',
  job: job({
    id: String(200 + index),
    slug: `allas-${index}`,
    title: [
      'Frontend fejlesztő (React)',
      'Backend fejlesztő (Node.js)',
      'Rendszerüzemeltető',
      'Adatelemző',
      'Ügyfélszolgálati munkatárs',
    ][index] as string,
  }),
}));

export const longHungarianApplication: MyApplication = {
  id: '599',
  appliedAt: '2026-10-01T10:00:00.000Z',
  status: 'shortlisted',
  statusChangedAt: '2026-10-05T09:00:00.000Z',
  statusMessage:
    'Kedves Jelölt! Örömmel értesítünk, hogy továbbjutottál a kiválasztás második fordulójába, ahol a szakmai vezetővel és a csapat két tagjával beszélgethetsz.',
  replyBy: '2026-10-15',
  method: 'cv',
  job: job({
    id: '299',
    slug: 'hosszu',
    title:
      'Vezető szoftverfejlesztő és műszaki csapatvezető az elektronikuskereskedelmi-platformfejlesztési üzletágban',
    companyName: 'Legeslegmegszentségteleníthetetlenebb Megoldások Korlátolt Felelősségű Társaság',
    location: { city: 'Hódmezővásárhely', county: null, country: 'HU', coordinates: null },
  }),
};

export const followedCompaniesFixture: CompanySummary[] = [
  {
    id: '11',
    slug: 'napfeny-szoftver',
    name: 'Napfény Szoftver Kft.',
    logo: null,
    banner: null,
    industry: 'IT',
    size: '50-249',
    region: 'HU',
    homeOffice: true,
    remote: false,
    city: 'Budapest',
    openJobCount: 4,
    followers: 128,
    followed: true,
  },
  {
    id: '12',
    slug: 'tiszavirag-media',
    name: 'Tiszavirág Média Zrt.',
    logo: null,
    banner: null,
    industry: 'Média',
    size: '10-49',
    region: 'HU',
    homeOffice: false,
    remote: false,
    city: 'Szeged',
    openJobCount: 1,
    followers: 37,
    followed: true,
  },
];
