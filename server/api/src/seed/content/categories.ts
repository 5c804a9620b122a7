// Job categories and subcategories in hu/ro/en. Ids are stable: landing lists and tests refer to them.
export interface CategorySeed {
  id: number;
  parentId: number | null;
  slug: string;
  hu: string;
  ro: string;
  en: string;
}

export const CATEGORY_IDS = {
  it: 1,
  itDevelopment: 101,
  itOperations: 102,
  bigData: 103,
  itTesting: 104,
  itOther: 105,
  office: 2,
  sales: 3,
  marketing: 4,
  student: 5,
  startup: 6,
  logistics: 7,
  manufacturing: 8,
} as const;

export const CATEGORIES: CategorySeed[] = [
  { id: 1, parentId: null, slug: 'it', hu: 'IT', ro: 'IT', en: 'IT' },
  {
    id: 101,
    parentId: 1,
    slug: 'szoftverfejlesztes',
    hu: 'Szoftverfejlesztés',
    ro: 'Dezvoltare software',
    en: 'Software development',
  },
  {
    id: 102,
    parentId: 1,
    slug: 'it-uzemeltetes',
    hu: 'IT üzemeltetés',
    ro: 'Operațiuni IT',
    en: 'IT operations',
  },
  {
    id: 103,
    parentId: 1,
    slug: 'big-data',
    hu: 'Big data és adatelemzés',
    ro: 'Big data și analiză de date',
    en: 'Big data and analytics',
  },
  {
    id: 104,
    parentId: 1,
    slug: 'teszteles',
    hu: 'Tesztelés, minőségbiztosítás',
    ro: 'Testare, asigurarea calității',
    en: 'Testing and QA',
  },
  { id: 105, parentId: 1, slug: 'egyeb-it', hu: 'Egyéb IT', ro: 'Alte joburi IT', en: 'Other IT' },
  { id: 2, parentId: null, slug: 'irodai', hu: 'Irodai munka', ro: 'Birou', en: 'Office' },
  {
    id: 201,
    parentId: 2,
    slug: 'adminisztracio',
    hu: 'Adminisztráció, asszisztencia',
    ro: 'Administrativ, asistență',
    en: 'Administration and assistance',
  },
  {
    id: 202,
    parentId: 2,
    slug: 'penzugy-szamvitel',
    hu: 'Pénzügy, számvitel',
    ro: 'Financiar, contabilitate',
    en: 'Finance and accounting',
  },
  {
    id: 203,
    parentId: 2,
    slug: 'hr',
    hu: 'HR, munkaügy',
    ro: 'Resurse umane',
    en: 'Human resources',
  },
  { id: 3, parentId: null, slug: 'ertekesites', hu: 'Értékesítés', ro: 'Vânzări', en: 'Sales' },
  {
    id: 301,
    parentId: 3,
    slug: 'b2b-ertekesites',
    hu: 'B2B értékesítés',
    ro: 'Vânzări B2B',
    en: 'B2B sales',
  },
  {
    id: 302,
    parentId: 3,
    slug: 'ugyfelszolgalat',
    hu: 'Ügyfélszolgálat',
    ro: 'Relații cu clienții',
    en: 'Customer service',
  },
  { id: 4, parentId: null, slug: 'marketing', hu: 'Marketing', ro: 'Marketing', en: 'Marketing' },
  {
    id: 401,
    parentId: 4,
    slug: 'online-marketing',
    hu: 'Online marketing',
    ro: 'Marketing online',
    en: 'Online marketing',
  },
  {
    id: 402,
    parentId: 4,
    slug: 'pr-kommunikacio',
    hu: 'PR, kommunikáció',
    ro: 'PR, comunicare',
    en: 'PR and communication',
  },
  {
    id: 5,
    parentId: null,
    slug: 'diak-gyakornok',
    hu: 'Diák és gyakornok',
    ro: 'Studenți și stagiari',
    en: 'Students and interns',
  },
  {
    id: 501,
    parentId: 5,
    slug: 'gyakornoki-program',
    hu: 'Gyakornoki program',
    ro: 'Program de stagiu',
    en: 'Internship programme',
  },
  {
    id: 502,
    parentId: 5,
    slug: 'diakmunka',
    hu: 'Diákmunka',
    ro: 'Job pentru studenți',
    en: 'Student work',
  },
  { id: 6, parentId: null, slug: 'startup', hu: 'Startup', ro: 'Startup', en: 'Startup' },
  {
    id: 601,
    parentId: 6,
    slug: 'startup-termekfejlesztes',
    hu: 'Termékfejlesztés',
    ro: 'Dezvoltare de produs',
    en: 'Product development',
  },
  {
    id: 7,
    parentId: null,
    slug: 'logisztika',
    hu: 'Logisztika, szállítás',
    ro: 'Logistică, transport',
    en: 'Logistics and transport',
  },
  { id: 701, parentId: 7, slug: 'raktar', hu: 'Raktározás', ro: 'Depozitare', en: 'Warehousing' },
  {
    id: 702,
    parentId: 7,
    slug: 'sofor',
    hu: 'Sofőr, futár',
    ro: 'Șofer, curier',
    en: 'Driver, courier',
  },
  {
    id: 8,
    parentId: null,
    slug: 'gyartas',
    hu: 'Gyártás, termelés',
    ro: 'Producție',
    en: 'Manufacturing',
  },
  {
    id: 801,
    parentId: 8,
    slug: 'operator',
    hu: 'Gépkezelő, operátor',
    ro: 'Operator producție',
    en: 'Machine operator',
  },
  {
    id: 802,
    parentId: 8,
    slug: 'karbantartas',
    hu: 'Karbantartás',
    ro: 'Mentenanță',
    en: 'Maintenance',
  },
];

/**
 * The landing lists of spec §2 (/list/jobs/:slug), each a stored job filter. Senior pages add the
 * senior level; junior-jobs and student-jobs filter by level only.
 */
export const LANDING_LISTS: {
  slug: string;
  hu: string;
  ro: string;
  en: string;
  filter: { categoryIds?: number[]; subcategoryIds?: number[]; levels?: string[] };
}[] = [
  {
    slug: 'big-data-allasok',
    hu: 'Big data állások',
    ro: 'Joburi big data',
    en: 'Big data jobs',
    filter: { subcategoryIds: [103] },
  },
  {
    slug: 'diak-es-gyakornoki-allasok',
    hu: 'Diák- és gyakornoki állások',
    ro: 'Joburi pentru studenți și stagii',
    en: 'Student and intern jobs',
    filter: { categoryIds: [5] },
  },
  {
    slug: 'ertekesitesi-allasok',
    hu: 'Értékesítési állások',
    ro: 'Joburi în vânzări',
    en: 'Sales jobs',
    filter: { categoryIds: [3] },
  },
  {
    slug: 'irodai-allasok',
    hu: 'Irodai állások',
    ro: 'Joburi de birou',
    en: 'Office jobs',
    filter: { categoryIds: [2] },
  },
  {
    slug: 'it-allasok',
    hu: 'IT állások',
    ro: 'Joburi IT',
    en: 'IT jobs',
    filter: { categoryIds: [1] },
  },
  {
    slug: 'it-fejlesztes',
    hu: 'IT fejlesztői állások',
    ro: 'Joburi de dezvoltare IT',
    en: 'IT development jobs',
    filter: { subcategoryIds: [101] },
  },
  {
    slug: 'it-poziciok',
    hu: 'IT pozíciók',
    ro: 'Poziții IT',
    en: 'IT positions',
    filter: { categoryIds: [1] },
  },
  {
    slug: 'it-uzemeltetes',
    hu: 'IT üzemeltetési állások',
    ro: 'Joburi în operațiuni IT',
    en: 'IT operations jobs',
    filter: { subcategoryIds: [102] },
  },
  {
    slug: 'marketinges-poziciok',
    hu: 'Marketinges pozíciók',
    ro: 'Poziții de marketing',
    en: 'Marketing positions',
    filter: { categoryIds: [4] },
  },
  {
    slug: 'senior-it-allasok-egyeb-it-kategoriaban',
    hu: 'Senior IT állások egyéb IT kategóriában',
    ro: 'Joburi IT senior în alte categorii IT',
    en: 'Senior jobs in other IT',
    filter: { subcategoryIds: [105], levels: ['senior'] },
  },
  {
    slug: 'senior-it-big-data-allasok',
    hu: 'Senior big data állások',
    ro: 'Joburi big data senior',
    en: 'Senior big data jobs',
    filter: { subcategoryIds: [103], levels: ['senior'] },
  },
  {
    slug: 'senior-it-fejlesztoi-allasok',
    hu: 'Senior fejlesztői állások',
    ro: 'Joburi de dezvoltator senior',
    en: 'Senior developer jobs',
    filter: { subcategoryIds: [101], levels: ['senior'] },
  },
  {
    slug: 'senior-it-uzemeltetes-allasok',
    hu: 'Senior IT üzemeltetési állások',
    ro: 'Joburi senior în operațiuni IT',
    en: 'Senior IT operations jobs',
    filter: { subcategoryIds: [102], levels: ['senior'] },
  },
  {
    slug: 'startup-allasok',
    hu: 'Startup állások',
    ro: 'Joburi la startupuri',
    en: 'Startup jobs',
    filter: { categoryIds: [6] },
  },
  {
    slug: 'junior-jobs',
    hu: 'Junior állások',
    ro: 'Joburi junior',
    en: 'Junior jobs',
    filter: { levels: ['junior'] },
  },
  {
    slug: 'student-jobs',
    hu: 'Diákmunkák',
    ro: 'Joburi pentru studenți',
    en: 'Student jobs',
    filter: { levels: ['studentWork', 'trainee'] },
  },
];
