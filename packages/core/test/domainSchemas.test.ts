import { describe, expect, it } from 'vitest';
import {
  companySchema,
  isJobLevel,
  type Job,
  jobSchema,
  salaryRangeSchema,
  userProfileSchema,
} from '../src/index';

const job: Job = {
  id: 'job-1',
  slug: 'senior-java-fejleszto',
  companySlug: 'pelda-zrt',
  companyName: 'Példa Zrt.',
  title: 'Senior Java-fejlesztő',
  description: '<p>Csapatunk egy szoftverfejlesztő-kollégát keres.</p>',
  location: {
    city: 'Székesfehérvár',
    county: 'Fejér',
    country: 'HU',
    coordinates: { lat: 47.19, lng: 18.41 },
  },
  region: 'HU',
  language: 'hu',
  publishedAt: '2025-10-01T08:00:00+02:00',
  deadline: '2025-10-31',
  salary: { min: 900_000, max: 1_200_000, currency: 'HUF', period: 'month', basis: 'gross' },
  bonus: '13. havi fizetés',
  startDate: null,
  teamSize: 8,
  teamAgeRange: { min: 25, max: 40 },
  category: 'it-fejlesztes',
  subcategories: ['java'],
  type: 'fullTime',
  level: 'senior',
  extras: ['homeOffice'],
  tags: ['Java', 'Spring'],
  featured: true,
  partner: false,
};

describe('job', () => {
  it('parses a complete ad', () => {
    expect(jobSchema.parse(job)).toEqual(job);
  });

  it('rejects closed-union values it does not know and an upside-down salary range', () => {
    expect(jobSchema.safeParse({ ...job, type: 'freelance' }).success).toBe(false);
    expect(jobSchema.safeParse({ ...job, level: 'lead' }).success).toBe(false);
    expect(jobSchema.safeParse({ ...job, extras: ['gym'] }).success).toBe(false);
    expect(jobSchema.safeParse({ ...job, deadline: '2025-10-32' }).success).toBe(false);
    expect(
      salaryRangeSchema.safeParse({ min: 5, max: 4, currency: 'RON', period: 'hour', basis: 'net' })
        .success,
    ).toBe(false);
    expect(
      salaryRangeSchema.safeParse({ min: 5, max: 5, currency: 'USD', period: 'hour', basis: 'net' })
        .success,
    ).toBe(false);
    expect(jobSchema.safeParse({ ...job, teamAgeRange: { min: 40, max: 25 } }).success).toBe(false);
  });

  it('tells the experience levels from other strings', () => {
    expect(['junior', 'senior', 'lead', ''].filter(isJobLevel)).toEqual(['junior', 'senior']);
  });
});

describe('company', () => {
  const company = {
    id: 'c-1',
    slug: 'pelda-zrt',
    name: 'Példa Zrt.',
    logo: 'https://cdn.allas.hu/logos/pelda.png',
    banner: null,
    industry: 'informatika',
    size: '250-999',
    about: '<p>Szerethető munkahely.</p>',
    life: null,
    mission: null,
    values: [{ title: 'Rugalmasság', description: 'Home office hetente kétszer.' }],
    offices: [{ name: 'Központ', address: '1117 Budapest, Példa utca 1.', coordinates: null }],
    openJobCount: 4,
    followers: 120,
    region: 'HU',
  };

  it('parses a company page', () => {
    expect(companySchema.parse(company)).toEqual(company);
    expect(companySchema.safeParse({ ...company, size: 'huge' }).success).toBe(false);
    expect(companySchema.safeParse({ ...company, followers: -1 }).success).toBe(false);
  });
});

describe('user profile', () => {
  const profile = {
    id: 'u-1',
    userType: 'candidate',
    lastName: 'Szőke',
    firstName: 'Tünde',
    email: 'szoke.tunde@pelda.hu',
    residence: 'Debrecen',
    phone: '+36301234567',
    levels: ['junior'],
    categories: ['it-fejlesztes'],
    newsletters: { itJobs: true, officeJobs: false, lovableWorkplaces: true },
    acceptedTermsVersion: '2025-03',
    acceptedPrivacyPolicyVersion: '2025-03',
    lovedCompanies: [{ id: 'c-1' }],
    is_accepted_szmd_prize: { hu: true },
    has_szmd_votes: false,
    linkedInUrl: 'https://www.linkedin.com/in/szoke-tunde',
    cv: {
      id: 'f-1',
      name: 'önéletrajz.pdf',
      type: 'application/pdf',
      size: 120_000,
      uploadedAt: '2025-09-01T10:00:00Z',
    },
    photo: null,
    notifications: { jobAlerts: true, applicationUpdates: true, followedCompanyJobs: false },
    socialProvider: null,
  };

  it('parses the profile as GET /profile returns it', () => {
    expect(userProfileSchema.parse(profile)).toEqual(profile);
  });

  it('keeps the award flags keyed by lower-case region and rejects a bad phone', () => {
    expect(
      userProfileSchema.safeParse({ ...profile, is_accepted_szmd_prize: { HU: true } }).success,
    ).toBe(false);
    expect(userProfileSchema.safeParse({ ...profile, phone: '06301234567' }).success).toBe(false);
    expect(userProfileSchema.safeParse({ ...profile, userType: 'admin' }).success).toBe(false);
  });
});
