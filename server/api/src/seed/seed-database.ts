import { industries, jobExtras as JOB_EXTRAS, jobTypes as JOB_TYPES } from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { monthIn } from '../companies/workplace-of-the-month.ts';
import type { Database, JobInsert, Localized } from '../db/schema.ts';
import { addDays, calendarDay } from '../jobs/job-status.ts';
import { CATEGORIES, LANDING_LISTS } from './content/categories.ts';
import { COMPANY_NAME_PARTS, COMPANY_SIZES, COMPANY_VALUES } from './content/companies.ts';
import {
  COMPANY_ABOUT,
  COMPANY_LIFE,
  COMPANY_MISSION,
  INDUSTRY_CATEGORIES,
} from './content/company-texts.ts';
import { JOB_TITLES } from './content/job-titles.ts';
import { CITY_POPULATION, LOCATIONS, STREETS } from './content/locations.ts';
import {
  BANNER_PLACEMENTS,
  BLOG_POSTS,
  BONUSES,
  LEGAL_DOCUMENT_TYPES,
  TESTIMONIALS,
} from './content/texts.ts';
import { seedFollowers } from './followers-seed.ts';
import { companyPhrases, jobDescription } from './job-description.ts';
import { createRandom, type Random, slugify } from './random.ts';
import { seedVoting } from './voting-seed.ts';

const DAY = 24 * 60 * 60 * 1000;
type Lang = 'hu' | 'ro' | 'en';

export interface SeedOptions {
  jobs: number;
  seed: number;
  now: Date;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');

type CompanySize = (typeof COMPANY_SIZES)[number];
type IndustryKey = (typeof industries)[number]['key'];

/** A name that says what the company does, with a legal form that fits its size. */
function companyName(
  random: Random,
  country: 'HU' | 'RO',
  industry: IndustryKey,
  size: CompanySize,
  used: Set<string>,
) {
  const parts = COMPANY_NAME_PARTS[country];
  for (;;) {
    const name = `${random.pick(parts.first)} ${random.pick(parts.industry[industry])} ${random.pick(parts.forms[size])}`;
    if (!used.has(slugify(name))) {
      used.add(slugify(name));
      return name;
    }
  }
}

/** How many work at a company of a size class, its offices and how many ads it runs. */
const SIZE_FACTS: Record<
  CompanySize,
  { weight: number; people: [number, number]; offices: [number, number]; ads: number }
> = {
  '1-9': { weight: 1, people: [3, 9], offices: [1, 1], ads: 1 },
  '10-49': { weight: 3, people: [12, 48], offices: [1, 1], ads: 2 },
  '50-249': { weight: 4, people: [60, 240], offices: [1, 2], ads: 4 },
  '250-999': { weight: 3, people: [260, 950], offices: [2, 3], ads: 6 },
  '1000-plus': { weight: 2, people: [1100, 4800], offices: [3, 4], ads: 9 },
};

/** Shares of the levels and types of the ads outside the student category (of 100). */
const LEVEL_SHARE = { junior: 28, medior: 45, senior: 27 } as const;
const TYPE_SHARE: Record<(typeof JOB_TYPES)[number], number> = {
  fullTime: 84,
  partTime: 7,
  project: 5,
  agencyContract: 4,
};

/** Industries whose people mostly sit at a desk, so home office is common. */
const DESK_INDUSTRIES = new Set<string>(['software', 'finance', 'consulting', 'telecom']);

/** Ads' languages by what people of a country and line of work read: IT often in English. */
function adLanguage(random: Random, country: 'HU' | 'RO', locationId: number, it: boolean): Lang {
  const english = it ? 0.35 : 0.12;
  if (country === 'HU') return random.chance(english) ? 'en' : 'hu';
  // Târgu Mureș and Miercurea Ciuc: many ads there are in Hungarian.
  if ((locationId === 59 || locationId === 60) && random.chance(0.5)) return 'hu';
  return random.chance(english) ? 'en' : 'ro';
}

/**
 * About what an employee takes home of a gross salary (2025: HU 15 % income tax and 18.5 % social
 * security; RO 25 % pension, 10 % health, then 10 % tax), so a net ad is drawn below a gross one.
 */
const TAKE_HOME = { HU: 0.665, RO: 0.585 } as const;

/**
 * An ad's tags are read by people (pills on its card): the specialty's name in the ad's language,
 * never a slug ("penzugy-szamvitel") or a word cut from the title ("hr hr"). The draw that once
 * picked a second tag stays, so the rest of the demo data is drawn as before.
 */
function specialtyTags(random: Random, specialty: string): string[] {
  random.next();
  return [specialty];
}

/** How a category pays against the middle of the market (IT well above, warehouses below). */
const CATEGORY_PAY: Record<number, number> = {
  1: 1.4, // IT
  2: 0.95, // office
  3: 1, // sales
  4: 1.05, // marketing
  5: 1, // students and trainees: their level says how much less
  6: 1.2, // startup
  7: 0.8, // logistics
  8: 0.85, // manufacturing
};

const LEVEL_PAY: Record<string, number> = {
  trainee: 0.45,
  studentWork: 0.4,
  junior: 0.7,
  medior: 1,
  senior: 1.5,
};

/** Monthly gross pay of a medior in the middle of the market, in the site's currency (2026). */
const MONTHLY_MIDDLE = { HUF: 650_000, RON: 7_500 } as const;
/**
 * The gross minimum wage by month, so no ad offers less than the law allows: HU from January 2026,
 * RO from July 2026 (4 050 lei before).
 */
const MONTHLY_MINIMUM = { HUF: 322_800, RON: 4_325 } as const;
/** Whole steps an ad's amounts are given in: by month, and by hour. */
const MONTHLY_STEP = { HUF: 10_000, RON: 100 } as const;
const HOURLY_STEP = { HUF: 10, RON: 1 } as const;
const HOURS_A_MONTH = 168;

/**
 * A believable pay range for an ad in the site's currency: the category's and level's gross pay
 * ±12 %, never under the minimum wage, the upper end 15–30 % above the lower. A net range is the
 * same draw times what an employee takes home, so within a category and level every net range
 * lies below every gross one (the jitter is narrower than the gap the taxes leave).
 */
function salaryFor(
  random: Random,
  level: string,
  categoryId: number,
  country: 'HU' | 'RO',
  hourly: boolean,
  form: 'gross' | 'net',
) {
  // Some Romanian ads once drew euros here; the draw stays, so the rest of the demo data is drawn
  // as before, but every ad now pays in its site's currency.
  if (country === 'RO') random.next();
  const currency: 'HUF' | 'RON' = country === 'HU' ? 'HUF' : 'RON';
  const perMonth = hourly ? 1 / HOURS_A_MONTH : 1;
  const step = hourly ? HOURLY_STEP[currency] : MONTHLY_STEP[currency];
  const basis = form === 'net' ? TAKE_HOME[country] : 1;
  const gross =
    MONTHLY_MIDDLE[currency] * (CATEGORY_PAY[categoryId] ?? 1) * (LEVEL_PAY[level] ?? 1);
  const lower =
    Math.max(MONTHLY_MINIMUM[currency], gross * (0.88 + random.next() * 0.24)) * perMonth * basis;
  const upper = lower * (1.15 + random.next() * 0.15);
  const round = (value: number) => Math.ceil(value / step) * step;
  return { salary_min: round(lower), salary_max: round(upper), salary_currency: currency };
}

/** Writes the demo data set into an empty database; the same seed and size give the same rows. */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions) {
  const random = createRandom(options.seed);
  const payRandom = createRandom(options.seed + 1);
  const now = options.now;
  const companyCount = Math.max(8, Math.min(60, Math.round(options.jobs / 25)));

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('categories')
      .values(
        CATEGORIES.map((c, index) => ({
          id: c.id,
          parent_id: c.parentId,
          slug: c.slug,
          name_hu: c.hu,
          name_ro: c.ro,
          name_en: c.en,
          sort: index,
        })),
      )
      .execute();
    await trx
      .insertInto('locations')
      .values(LOCATIONS.map((l) => ({ ...l, slug: slugify(l.name) })))
      .execute();
    await trx
      .insertInto('landing_lists')
      .values(
        LANDING_LISTS.map((l) => ({
          slug: l.slug,
          title_hu: l.hu,
          title_ro: l.ro,
          title_en: l.en,
          filter: JSON.stringify(l.filter),
        })),
      )
      .execute();
  });

  // Companies with offices: two thirds Hungarian, one third Romanian, every industry on both
  // sites. Offices follow the population (the capital most); big companies are headquartered in
  // the capital, and every text on the page agrees with the industry and size.
  const usedNames = new Set<string>();
  const companies: {
    id: number;
    country: 'HU' | 'RO';
    locationIds: number[];
    name: string;
    industry: IndustryKey;
    size: CompanySize;
  }[] = [];
  const population = (l: { id: number }) => CITY_POPULATION[l.id] ?? 50;
  for (let i = 0; i < companyCount; i++) {
    const country: 'HU' | 'RO' = i % 3 === 2 ? 'RO' : 'HU';
    const industry = industries[i % industries.length] ?? industries[0];
    const size = random.weighted(COMPANY_SIZES, (s) => SIZE_FACTS[s].weight);
    const facts = SIZE_FACTS[size];
    const name = companyName(random, country, industry.key, size, usedNames);
    const cities = LOCATIONS.filter((l) => l.country === country);
    const capital = cities[0];
    if (!capital) throw new Error('no city');
    const hq =
      (size === '250-999' || size === '1000-plus') && random.chance(0.7)
        ? capital
        : random.weighted(cities, population);
    const offices = [hq];
    const officeCount = random.int(facts.offices[0], facts.offices[1]);
    while (offices.length < officeCount) {
      const office = random.weighted(cities, population);
      if (!offices.includes(office)) offices.push(office);
    }
    const people = random.int(facts.people[0], facts.people[1]);
    const values = {
      ...companyPhrases(name),
      year: String(random.int(1991, 2019)),
      offices: offices.map((o) => o.name).join(', '),
    };
    const peopleText: Localized = {
      hu: `${people} munkatársunk`,
      ro: `${people} ${people < 20 ? 'colegi' : 'de colegi'}`,
      en: `${people} people`,
    };
    const texts = (template: Localized) => ({
      hu: fill(template.hu, { ...values, people: peopleText.hu }),
      ro: fill(template.ro, { ...values, people: peopleText.ro }),
      en: fill(template.en, { ...values, people: peopleText.en }),
    });
    const desk = DESK_INDUSTRIES.has(industry.key);
    const slug = slugify(name);
    const row = await db
      .insertInto('companies')
      .values({
        slug,
        name,
        country,
        industry: industry.key,
        size,
        home_office: random.chance(desk ? 0.8 : 0.15),
        remote: random.chance(desk ? 0.35 : 0.02),
        featured: i < 12,
        website: `https://www.${slug}.${country === 'HU' ? 'hu' : 'ro'}`,
        logo_url: `/media/companies/${slug}/logo.svg`,
        cover_url: null,
        about: JSON.stringify(texts(COMPANY_ABOUT[industry.key])),
        life: JSON.stringify(texts(random.pick(COMPANY_LIFE))),
        mission: JSON.stringify(texts(COMPANY_MISSION[industry.key])),
        company_values: JSON.stringify(random.some(COMPANY_VALUES, 2, 4)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const companyId = Number(row.id);
    await db
      .insertInto('offices')
      .values(
        offices.map((office, index) => ({
          company_id: companyId,
          location_id: office.id,
          address: `${office.name}, ${random.pick(STREETS[country])} ${random.int(1, 120)}.`,
          is_headquarters: index === 0,
        })),
      )
      .execute();
    companies.push({
      id: companyId,
      country,
      locationIds: offices.map((o) => o.id),
      name,
      industry: industry.key,
      size,
    });
  }
  await seedFollowers(db, random, companies, now);

  // Jobs: every type, level, extra, salary form and status (new, expiring, expired) appears.
  const subcategories = CATEGORIES.filter((c) => c.parentId !== null);
  const favouriteDays = { HU: 0, RO: 0 };
  let batch: JobInsert[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.insertInto('jobs').values(batch).execute();
    batch = [];
  };
  for (let i = 0; i < options.jobs; i++) {
    // Every company gets at least one ad; the rest are spread at random (never by i, which would
    // tie companies to the status buckets below).
    // Every company gets at least one ad; the rest go to companies by their size (never by i,
    // which would tie companies to the status buckets below).
    const company =
      (i < companies.length
        ? companies[i]
        : random.weighted(companies, (c) => SIZE_FACTS[c.size].ads)) ?? companies[0];
    if (!company) throw new Error('no company');
    // The kind of work follows the industry: a logistics firm hires drivers, not Java developers.
    const parentId = random.pick(INDUSTRY_CATEGORIES[company.industry]);
    const sub = random.pick(subcategories.filter((c) => c.parentId === parentId));
    if (!sub.parentId) throw new Error('no subcategory');
    const locationId = random.weighted(company.locationIds, (id) => CITY_POPULATION[id] ?? 50);
    const location = LOCATIONS.find((l) => l.id === locationId) ?? LOCATIONS[0];
    const language = adLanguage(random, company.country, locationId, sub.parentId === 1);
    const titles = JOB_TITLES[sub.id] ?? JOB_TITLES[101];
    if (!titles) throw new Error('no titles');
    const title = random.pick(titles[language]);
    const student = sub.parentId === 5;
    // Like a real board: most ads full-time and for mid-level people, a few part-time or by project.
    const level = student
      ? random.pick(['trainee', 'studentWork'] as const)
      : random.weighted(['junior', 'medior', 'senior'] as const, (l) => LEVEL_SHARE[l]);
    const jobType = student
      ? random.weighted(['partTime', 'project'] as const, (t) => (t === 'partTime' ? 3 : 1))
      : random.weighted(JOB_TYPES, (t) => TYPE_SHARE[t]);
    const hourly = student && random.chance(0.7);
    const salaryForm = i % 8 < 5 ? 'gross' : 'net';
    // Every ad carries a pay range (issue 12). A quarter of the ads once had none and drew nothing
    // here: theirs come from a stream of their own, so the rest of the demo data is drawn as before.
    const salary = salaryFor(
      i % 4 === 3 ? payRandom : random,
      level,
      sub.parentId,
      company.country,
      hourly,
      salaryForm,
    );
    // Status spread relative to today in the region: 10% expired, 10% expiring within 3 days,
    // 10% new (published in the last 7 days).
    const today = calendarDay(now, company.country);
    const bucket = i % 10;
    let publishedAt: Date;
    let deadline: string;
    if (bucket === 0) {
      deadline = addDays(today, -random.int(1, 20));
      publishedAt = new Date(now.getTime() - random.int(31, 70) * DAY);
    } else if (bucket === 1) {
      deadline = addDays(today, random.int(0, 3));
      publishedAt = new Date(now.getTime() - random.int(28, 45) * DAY);
    } else if (bucket === 2) {
      publishedAt = new Date(now.getTime() - random.int(1, 6 * 24) * 60 * 60 * 1000);
      deadline = addDays(today, random.int(30, 60));
    } else {
      publishedAt = new Date(now.getTime() - random.int(8, 40) * DAY);
      deadline = addDays(today, random.int(4, 50));
    }
    const status = i % 97 === 96 ? 'draft' : i % 89 === 88 ? 'withdrawn' : 'published';
    const description = jobDescription(random, {
      language,
      subcategoryId: sub.id,
      level,
      company: company.name,
      city: location?.name ?? '',
      title,
    });
    const subcategoryIds = [sub.id];
    if (random.chance(0.25)) {
      const sibling = subcategories.find((c) => c.parentId === sub.parentId && c.id !== sub.id);
      if (sibling) subcategoryIds.push(sibling.id);
    }
    const teamSize = random.chance(0.6) ? random.int(3, 40) : null;
    const ageMin = teamSize ? random.int(21, 32) : null;
    batch.push({
      company_id: company.id,
      slug: `${slugify(title)}-${i + 1}`,
      title,
      language,
      description,
      country: company.country,
      location_id: locationId,
      category_id: sub.parentId,
      subcategory_ids: subcategoryIds,
      job_type: jobType,
      level,
      extras: random.some(JOB_EXTRAS, 0, 2),
      tags: specialtyTags(random, sub[language]),
      salary_min: salary.salary_min,
      salary_max: salary.salary_max,
      salary_currency: salary.salary_currency,
      salary_form: salaryForm,
      salary_period: hourly ? 'hour' : 'month',
      bonus: random.chance(0.3) ? random.pick(BONUSES[language]) : null,
      start_date: random.chance(0.5)
        ? new Date(now.getTime() + random.int(7, 60) * DAY).toISOString().slice(0, 10)
        : null,
      team_size: teamSize,
      team_age_min: ageMin,
      team_age_max: ageMin ? ageMin + random.int(5, 20) : null,
      is_partner: i % 13 === 4,
      featured: i % 17 === 6,
      // One daily favourite for each of the last 7 days (today's first).
      // One daily favourite per region for each of the last 7 days (today's first).
      daily_favourite_on:
        bucket >= 3 && status === 'published' && favouriteDays[company.country] < 7
          ? addDays(today, -favouriteDays[company.country]++)
          : null,
      published_at: publishedAt,
      deadline,
      status,
    });
    if (batch.length >= 500) await flush();
  }
  await flush();

  // Content: blog posts, banners, legal documents, testimonials.
  const companyIds = companies.map((c) => c.id);
  const posts = BLOG_POSTS.flatMap((post, index) =>
    (['hu', 'ro', 'en'] as const).map((locale) => ({
      slug: slugify(post[locale].title),
      locale,
      title: post[locale].title,
      excerpt: post[locale].excerpt,
      body: post[locale].body,
      cover_url: `/media/blog/${post.key}.svg`,
      author:
        locale === 'ro' ? 'Echipa allas' : locale === 'en' ? 'The allas team' : 'Az allas csapata',
      tags: [post.key],
      category_ids: [random.pick(CATEGORIES.filter((c) => c.parentId === null)).id],
      company_ids: random.some(companyIds, 1, 2),
      published_at: new Date(now.getTime() - (index * 9 + 2) * DAY),
    })),
  );
  await db.insertInto('blog_posts').values(posts).execute();

  const banners = (['hu', 'ro', 'blue'] as const).flatMap((region) =>
    (['hu', 'ro', 'en'] as const).flatMap((locale) =>
      BANNER_PLACEMENTS.flatMap((placement) =>
        [0, 1].map(() => {
          const company = random.pick(
            companies.filter((c) => (region === 'ro' ? c.country === 'RO' : c.country === 'HU')),
          );
          const slug = slugify(company.name);
          return {
            placement,
            locale,
            region,
            image_url: `/media/companies/${slug}/banner.svg`,
            link_url: `/company/${slug}`,
            alt: company.name,
            company_id: company.id,
          };
        }),
      ),
    ),
  );
  await db.insertInto('banners').values(banners).execute();

  await db
    .insertInto('legal_documents')
    .values(
      LEGAL_DOCUMENT_TYPES.flatMap((docType) =>
        (['hu', 'ro'] as const).flatMap((region) =>
          (['hu', 'ro', 'en'] as const).map((locale) => ({
            doc_type: docType,
            region,
            locale,
            url: `/${locale}/legal/${docType}?region=${region}`,
            version: '2025-09-01',
            published_at: new Date('2025-09-01T00:00:00Z'),
          })),
        ),
      ),
    )
    .execute();

  await db
    .insertInto('testimonials')
    .values(
      (['hu', 'ro', 'en'] as const).flatMap((locale) =>
        TESTIMONIALS[locale].map((t, index) => ({ locale, ...t, sort: index })),
      ),
    )
    .execute();

  // Each country's workplace of the month for the month of the first start, so the home page has one.
  const chosen = (['HU', 'RO'] as const).flatMap((country) => {
    const company = companies.find((c) => c.country === country);
    return company
      ? [{ country, month: monthIn(now, country), company_id: company.id, chosen_at: now }]
      : [];
  });
  if (chosen.length > 0) await db.insertInto('workplace_of_the_month').values(chosen).execute();
  await seedVoting(db, { now, seed: options.seed });

  // Statistics for the planner and the visibility map for index-only scans, after a bulk load.
  await sql`VACUUM ANALYZE`.execute(db);
}

/** Fills the database with demo data when it has no jobs yet (first start). */
export async function seedIfEmpty(deps: AppDeps) {
  const hasCategories = await deps.db.selectFrom('categories').select('id').limit(1).execute();
  if (hasCategories.length > 0 || deps.config.SEED_JOBS === 0) return false;
  const started = Date.now();
  await seedDatabase(deps.db, {
    jobs: deps.config.SEED_JOBS,
    seed: deps.config.SEED_RANDOM,
    now: deps.now(),
  });
  deps.logger.info({ jobs: deps.config.SEED_JOBS, ms: Date.now() - started }, 'demo data written');
  return true;
}
