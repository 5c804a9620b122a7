import type { JobCard, JobDetail } from '@allas/core';

// Fixed data for stories and tests: no clock, no randomness (the stories are screenshotted).

export const openJob: JobDetail = {
  id: '17',
  slug: 'szenior-frontend-fejleszto-17',
  companySlug: 'napfeny-szoftverhaz',
  companyName: 'Napfény Szoftverház Kft.',
  companyLogoUrl: null,
  title: 'Szenior frontend-fejlesztő (React, TypeScript)',
  description:
    'A Napfény Szoftverház Kft. budapesti csapatába keresünk tapasztalt frontend-fejlesztőt.\n\nFeladatod lesz a jelentkezési folyamatok felhasználói felületének fejlesztése, kódáttekintés és a junior kollégák mentorálása.\n\nAmit kínálunk: rugalmas munkaidő, heti két nap home office, éves képzési keret és egészségbiztosítás.',
  location: {
    city: 'Budapest',
    county: 'Pest',
    country: 'HU',
    coordinates: { lat: 47.4979, lng: 19.0402 },
  },
  region: 'HU',
  language: 'hu',
  publishedAt: '2026-10-20T08:00:00.000Z',
  deadline: '2026-12-31',
  salary: { min: 1_200_000, max: 1_600_000, currency: 'HUF', period: 'month', basis: 'gross' },
  bonus: '13. havi fizetés és negyedéves teljesítménybónusz',
  startDate: '2027-01-15',
  teamSize: 12,
  teamAgeRange: { min: 25, max: 41 },
  category: 'it',
  categoryName: 'IT',
  subcategories: ['it-fejlesztes'],
  type: 'fullTime',
  level: 'senior',
  extras: ['homeOffice'],
  tags: ['react', 'typescript'],
  featured: false,
  partner: false,
  status: { expired: false, expiring: false, new: false, remainingDays: 40 },
  saved: false,
  applied: false,
  company: {
    id: '3',
    slug: 'napfeny-szoftverhaz',
    name: 'Napfény Szoftverház Kft.',
    openJobCount: 7,
  },
};

export const expiringJob: JobDetail = {
  ...openJob,
  id: '18',
  deadline: '2026-11-23',
  status: { expired: false, expiring: true, new: false, remainingDays: 2 },
};

export const expiredJob: JobDetail = {
  ...openJob,
  id: '19',
  deadline: '2026-11-01',
  status: { expired: true, expiring: false, new: false, remainingDays: 0 },
};

export const appliedJob: JobDetail = { ...openJob, id: '20', applied: true, saved: true };

export const remoteRomanianJob: JobDetail = {
  ...openJob,
  id: '21',
  slug: 'dezvoltator-backend-21',
  companySlug: 'tehnologii-carpati',
  companyName: 'Tehnologii Carpați SRL',
  title: 'Dezvoltator backend (Node.js) – lucru la distanță',
  description: 'Căutăm un dezvoltator backend pentru echipa noastră din Cluj-Napoca.',
  location: { city: 'Cluj-Napoca', county: 'Cluj', country: 'RO', coordinates: null },
  region: 'RO',
  language: 'ro',
  salary: { min: 9000, max: 9000, currency: 'RON', period: 'month', basis: 'net' },
  bonus: null,
  startDate: null,
  teamSize: null,
  teamAgeRange: null,
  type: 'project',
  level: 'medior',
  extras: ['remote'],
  company: { id: '5', slug: 'tehnologii-carpati', name: 'Tehnologii Carpați SRL', openJobCount: 1 },
};

export const relatedJobs: JobCard[] = [
  {
    ...openJob,
    id: '31',
    slug: 'frontend-fejleszto-31',
    title: 'Frontend-fejlesztő',
    level: 'medior',
    status: { expired: false, expiring: false, new: true, remainingDays: 55 },
  },
  {
    ...openJob,
    id: '32',
    slug: 'tesztautomatizalasi-mernok-32',
    companySlug: 'dunaparti-informatika',
    companyName: 'Dunaparti Informatikai Zrt.',
    title: 'Tesztautomatizálási mérnök',
    location: { city: 'Győr', county: 'Győr-Moson-Sopron', country: 'HU', coordinates: null },
    salary: null,
    level: 'junior',
    extras: [],
    status: { expired: false, expiring: true, new: false, remainingDays: 1 },
  },
];
