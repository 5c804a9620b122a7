import type { MyTalentPool, Talent, TalentList } from '@allas/core';

/** A job seeker in the pool with one request of each kind, newest first. */
export const myPool: MyTalentPool = {
  optIn: true,
  shown: {
    firstName: 'Boglárka',
    city: 'Debrecen',
    categories: ['Informatika, telekommunikáció', 'Mérnök'],
    levels: ['medior', 'senior'],
  },
  requests: [
    {
      id: 31,
      companyName: 'Tehetségkereső Gépgyártó és Szerelőipari Kft.',
      companySlug: 'tehetsegkereso',
      message:
        'Szia Boglárka! Medior fejlesztőt keresünk debreceni csapatunkba, hibrid munkarendben. Beszélgetnél velünk?',
      status: 'pending',
      createdAt: '2026-11-19T09:00:00.000Z',
    },
    {
      id: 28,
      companyName: 'Napfény Szoftver Kft.',
      companySlug: 'napfeny-szoftver',
      message: 'Szenior tesztelőt keresünk.',
      status: 'accepted',
      createdAt: '2026-11-10T09:00:00.000Z',
    },
    {
      id: 22,
      companyName: 'Tiszavirág Média Zrt.',
      companySlug: 'tiszavirag-media',
      message: 'Marketingest keresünk.',
      status: 'declined',
      createdAt: '2026-11-02T09:00:00.000Z',
    },
  ],
};

const base: Talent = {
  id: 501,
  firstName: 'Boglárka',
  city: 'Debrecen',
  categories: ['Informatika, telekommunikáció'],
  levels: ['medior'],
  inPoolSince: '2026-11-01T09:00:00.000Z',
  request: null,
  contact: null,
};

export const talentList: TalentList = {
  items: [
    base,
    {
      ...base,
      id: 502,
      firstName: 'Ádám',
      city: 'Szeged',
      levels: ['junior'],
      request: { status: 'pending', createdAt: '2026-11-18T09:00:00.000Z' },
    },
    {
      ...base,
      id: 503,
      firstName: 'Zsófia',
      city: 'Győr',
      categories: ['Mérnök'],
      levels: ['senior'],
      request: { status: 'accepted', createdAt: '2026-11-12T09:00:00.000Z' },
      contact: {
        lastName: 'Ötvös',
        email: 'otvos.zsofia@example.hu',
        phone: '+36301234567',
        linkedInUrl: 'https://www.linkedin.com/in/otvos-zsofia',
        hasCv: true,
      },
    },
    {
      ...base,
      id: 504,
      firstName: 'Andrei',
      city: 'Budapest',
      request: { status: 'declined', createdAt: '2026-11-05T09:00:00.000Z' },
    },
  ],
  total: 4,
  page: 1,
  pageSize: 20,
};

export const poolCategories = [
  { slug: 'it', name: 'Informatika, telekommunikáció' },
  { slug: 'mernok', name: 'Mérnök' },
];
