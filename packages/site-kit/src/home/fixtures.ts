import type { JobCard } from '@allas/core';
import { jobFixtureBase } from '../jobs/fixtures';
import type { CategoryLink } from './blueCollarCategories';
import type {
  BlogArticle,
  BlogPostCard,
  CategoryCount,
  CompanySummary,
  HomeContent,
  TestimonialQuote,
} from './contentTypes';

// Fixed data for the home and blog stories (they are screenshotted): no clock, no randomness, no
// pictures from a server.

export const categories: CategoryCount[] = [
  { slug: 'it', name: 'IT', count: 412 },
  { slug: 'irodai', name: 'Irodai munka', count: 128 },
  { slug: 'ertekesites', name: 'Értékesítés', count: 97 },
  { slug: 'marketing', name: 'Marketing', count: 1 },
  { slug: 'diak-gyakornok', name: 'Diák- és gyakornoki munka', count: 64 },
  { slug: 'logisztika', name: 'Logisztika, szállítás', count: 0 },
];

/** The blue-collar board's trades, fields and their subcategories. */
export const blueCollarTrades: CategoryLink[] = [
  { slug: 'logisztika', name: 'Logisztika, szállítás', count: 86 },
  { slug: 'raktar', name: 'Raktározás', count: 41, parentSlug: 'logisztika' },
  { slug: 'sofor', name: 'Sofőr, futár', count: 23, parentSlug: 'logisztika' },
  { slug: 'gyartas', name: 'Gyártás, termelés', count: 102 },
  { slug: 'operator', name: 'Gépkezelő, operátor', count: 57, parentSlug: 'gyartas' },
  { slug: 'karbantartas', name: 'Karbantartás', count: 1, parentSlug: 'gyartas' },
];

function job(index: number, overrides: Partial<JobCard> = {}): JobCard {
  return {
    ...jobFixtureBase,
    id: String(index),
    slug: `java-fejleszto-${index}`,
    companySlug: 'arvizturo-kft',
    companyName: 'Árvíztűrő Tükörfúrógép Kft.',
    companyLogoUrl: null,
    title: 'Senior Java-fejlesztő',
    location: { city: 'Budapest', county: null, country: 'HU', coordinates: null },
    deadline: '2026-04-30',
    salary: { min: 900000, max: 1200000, currency: 'HUF', period: 'month', basis: 'gross' },
    categoryName: 'IT',
    extras: ['homeOffice'],
    tags: ['Java', 'Spring'],
    featured: false,
    partner: false,
    status: { expired: false, expiring: false, new: false, remainingDays: 40 },
    ...overrides,
  };
}

export const jobs: JobCard[] = [
  job(1, { status: { expired: false, expiring: false, new: true, remainingDays: 29 } }),
  job(2, {
    slug: 'penzugyi-asszisztens-2',
    title: 'Pénzügyi asszisztens',
    companyName: 'Szőlő és Gyümölcs Zrt.',
    companySlug: 'szolo-es-gyumolcs',
    location: { city: 'Debrecen', county: 'Hajdú-Bihar', country: 'HU', coordinates: null },
    salary: null,
    extras: [],
    tags: ['SAP'],
  }),
  job(3, {
    slug: 'raktari-munkatars-3',
    title: 'Raktári munkatárs éjszakai műszakba',
    companyName: 'Gyorsposta Logisztika Kft.',
    companySlug: 'gyorsposta',
    salary: { min: 2400, max: 2400, currency: 'HUF', period: 'hour', basis: 'net' },
    extras: [],
    tags: [],
    status: { expired: false, expiring: true, new: false, remainingDays: 2 },
  }),
];

export const partnerJobs: JobCard[] = [
  job(4, {
    slug: 'ertekesitesi-vezeto-4',
    title: 'Értékesítési vezető',
    companyName: 'Partner Bank Nyrt.',
    partner: true,
    extras: ['remote'],
    tags: ['B2B'],
  }),
];

export const dailyFavourite: JobCard = job(5, {
  slug: 'ux-designer-5',
  title: 'UX-tervező',
  featured: true,
  extras: ['homeOffice', 'remote'],
  tags: ['Figma', 'Kutatás'],
});

export const companies: CompanySummary[] = [
  {
    id: '1',
    slug: 'arvizturo-kft',
    name: 'Árvíztűrő Tükörfúrógép Kft.',
    logo: null,
    banner: null,
    industry: 'Informatika',
    size: '250-999',
    openJobCount: 12,
    followers: 340,
    region: 'HU',
    homeOffice: false,
    remote: false,
    city: null,
    followed: false,
  },
  {
    id: '2',
    slug: 'szolo-es-gyumolcs',
    name: 'Szőlő és Gyümölcs Zrt.',
    logo: null,
    banner: null,
    industry: 'Élelmiszeripar',
    size: '1000-plus',
    openJobCount: 3,
    followers: 58,
    region: 'HU',
    homeOffice: false,
    remote: false,
    city: null,
    followed: false,
  },
];

export const posts: BlogPostCard[] = [
  {
    slug: 'igy-irj-oneletrajzot',
    title: 'Így írj önéletrajzot, amit tényleg elolvasnak',
    excerpt: 'Öt tipp, hogy a CV-d kitűnjön a tömegből – a toborzók szemével.',
    coverUrl: null,
    author: 'Az allas csapata',
    tags: ['oneletrajz'],
    publishedAt: '2026-03-14T09:00:00.000Z',
  },
  {
    slug: 'allasinterju-10-kerdes',
    title: 'Állásinterjú: a 10 leggyakoribb kérdés és a jó válaszok',
    excerpt: 'Mit mondj, ha a gyengeségeidről kérdeznek? Összegyűjtöttük.',
    coverUrl: null,
    author: 'Az allas csapata',
    tags: ['allasinterju'],
    publishedAt: '2026-03-05T09:00:00.000Z',
  },
  {
    slug: 'fizetesemeles-kerese',
    title: 'Hogyan kérj fizetésemelést úgy, hogy meg is kapd',
    excerpt: 'Időzítés, számok és egy jól előkészített beszélgetés.',
    coverUrl: null,
    author: 'Az allas csapata',
    tags: ['fizetes'],
    publishedAt: '2026-02-24T09:00:00.000Z',
  },
];

export const testimonials: TestimonialQuote[] = [
  {
    author: 'Kovács Eszter',
    role: 'Backend-fejlesztő',
    quote: 'Két hét alatt találtam új munkahelyet, a fizetési sávok miatt nem kellett találgatnom.',
  },
  {
    author: 'Szűcs Ödön',
    role: 'HR-vezető, Szőlő és Gyümölcs Zrt.',
    quote: 'Az első hirdetésünkre harminc jó jelentkező érkezett.',
  },
];

export const homeContent: HomeContent = {
  categories,
  featuredCompanies: companies,
  recommendedJobs: jobs,
  partnerJobs,
  dailyFavourite,
  latestPosts: posts,
  testimonials,
  totalOpenJobs: 894,
  workplaceOfTheMonth: null,
};

/** Many posts, for the index's pagination. */
export const manyPosts: BlogPostCard[] = Array.from({ length: 9 }, (_, index) => ({
  ...(posts[index % posts.length] as BlogPostCard),
  slug: `cikk-${index + 1}`,
}));

export const article: BlogArticle = {
  ...(posts[0] as BlogPostCard),
  body: 'A toborzók átlagosan hét másodpercet töltenek egy önéletrajzzal. Kezdd a legfontosabb eredményeiddel, használj számokat, és igazítsd a szöveget a hirdetéshez.\n\nEgy oldal bőven elég, a fénykép pedig legyen friss és természetes.',
  related: { posts: posts.slice(1), jobs: jobs.slice(0, 2), companies: companies.slice(0, 1) },
};

export const articleShareUrl = 'https://allas.example/blog/post/igy-irj-oneletrajzot';
