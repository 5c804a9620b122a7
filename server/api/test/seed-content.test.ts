// Issue 18: the demo data must read like a real board. Seeded as `npm start` seeds it (the
// config's default SEED_JOBS and SEED_RANDOM), each property is asserted over the stored rows.
import { industries, plainText, textBlocks } from '@allas/core';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { COMPANY_NAME_PARTS } from '../src/seed/content/companies.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { TEST_NOW } from './support/constants.ts';

interface Ad {
  id: number;
  title: string;
  company: string;
  language: 'hu' | 'ro' | 'en';
  description: string;
  country: 'HU' | 'RO';
  city: string;
  category_id: number;
  level: string;
  job_type: string;
  featured: boolean;
}

let handle: Awaited<ReturnType<typeof openDatabase>>;
let db: Kysely<Database>;
let ads: Ad[];
const defaults = loadConfig({});

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  db = handle.db;
  await migrate(db);
  await seedDatabase(db, { jobs: defaults.SEED_JOBS, seed: defaults.SEED_RANDOM, now: TEST_NOW });
  ads = (
    await sql<Ad>`SELECT j.id, j.title, c.name AS company, j.language, j.description, j.country, l.name AS city,
      j.category_id, j.level, j.job_type, j.featured
      FROM jobs j JOIN locations l ON l.id = j.location_id
      JOIN companies c ON c.id = j.company_id ORDER BY j.id`.execute(db)
  ).rows;
}, 300_000);
afterAll(() => handle?.close());

const words = (text: string) => plainText(text).split(/\s+/).filter(Boolean).length;
const share = (part: number, whole: number) => part / whole;

describe('the demo job ads', () => {
  it('have an intro, then responsibilities, requirements and benefits as headed lists', () => {
    for (const ad of ads) {
      const blocks = textBlocks(ad.description);
      expect(blocks[0]?.kind, `ad ${ad.id}`).toBe('paragraph');
      const headings = blocks.filter((b) => b.kind === 'heading');
      expect(headings, `ad ${ad.id}`).toHaveLength(3);
      expect(
        blocks.filter((b) => b.kind === 'list'),
        `ad ${ad.id}`,
      ).toHaveLength(3);
      for (const block of blocks) {
        if (block.kind === 'list') expect(block.items.length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('run 150 to 400 words', () => {
    for (const ad of ads) {
      const count = words(ad.description);
      expect(count, `ad ${ad.id}`).toBeGreaterThanOrEqual(150);
      expect(count, `ad ${ad.id}`).toBeLessThanOrEqual(400);
    }
  });

  it('are written in their own language, with its letters and headings', () => {
    const heading = {
      hu: 'Mi lesz a feladatod?',
      ro: 'Responsabilitățile tale',
      en: 'What you will do',
    };
    for (const ad of ads) {
      expect(ad.description, `ad ${ad.id}`).toContain(`## ${heading[ad.language]}`);
    }
    const hu = ads
      .filter((ad) => ad.language === 'hu')
      .map((ad) => ad.description)
      .join(' ');
    const ro = ads
      .filter((ad) => ad.language === 'ro')
      .map((ad) => ad.description)
      .join(' ');
    // English ads name Hungarian and Romanian companies and cities, but say the rest in English.
    const en = ads
      .filter((ad) => ad.language === 'en')
      .map((ad) => ad.description.replaceAll(ad.company, '').replaceAll(ad.city, ''))
      .join(' ');
    expect(hu).toMatch(/ő/);
    expect(hu).toMatch(/ű/);
    for (const letter of ['ș', 'ț', 'ă', 'â', 'î']) expect(ro).toContain(letter);
    // Romanian is written with the comma below, never the cedilla (ş ţ).
    expect(ro).not.toMatch(/[şţŞŢ]/);
    expect(en).not.toMatch(/[őűșță]/);
  });

  it('never read "A(z)" or a doubled "munkatárs munkatársat"', () => {
    for (const ad of ads) {
      expect(ad.description, `ad ${ad.id}`).not.toContain('A(z)');
      expect(ad.description, `ad ${ad.id}`).not.toMatch(/munkatárs munkatárs/i);
      expect(ad.description, `ad ${ad.id}`).not.toMatch(/\{\w+\}/);
    }
  });

  it('differ by kind of work and level', () => {
    const it = ads.find((ad) => ad.category_id === 1 && ad.language === 'hu');
    const warehouse = ads.find((ad) => ad.category_id === 7 && ad.language === 'hu');
    expect(it?.description).toMatch(/kód/);
    expect(warehouse?.description).not.toMatch(/kód/);
    const senior = ads.find((ad) => ad.level === 'senior' && ad.language === 'en');
    const junior = ads.find((ad) => ad.level === 'junior' && ad.language === 'en');
    expect(senior?.description).toContain('At least 6 years of experience');
    expect(junior?.description).toContain('Six to twelve months of experience');
    // Hardly two ads read the same.
    expect(new Set(ads.map((ad) => ad.description)).size).toBeGreaterThan(ads.length * 0.98);
  });

  it('come in Hungarian, Romanian and a share of English, by site', () => {
    const hu = ads.filter((ad) => ad.country === 'HU');
    const ro = ads.filter((ad) => ad.country === 'RO');
    expect(share(hu.filter((ad) => ad.language === 'hu').length, hu.length)).toBeGreaterThan(0.7);
    expect(share(ro.filter((ad) => ad.language === 'ro').length, ro.length)).toBeGreaterThan(0.65);
    const english = ads.filter((ad) => ad.language === 'en').length;
    expect(share(english, ads.length)).toBeGreaterThan(0.08);
    expect(share(english, ads.length)).toBeLessThan(0.3);
  });
});

describe('the demo board’s shares', () => {
  const cityCounts = (country: 'HU' | 'RO') => {
    const counts = new Map<string, number>();
    for (const ad of ads.filter((a) => a.country === country))
      counts.set(ad.city, (counts.get(ad.city) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1]);
  };

  it('puts most ads in the capitals, by far, and the rest in other cities too', () => {
    const hu = cityCounts('HU');
    const ro = cityCounts('RO');
    expect(hu[0]?.[0]).toBe('Budapest');
    expect(ro[0]?.[0]).toBe('București');
    // Far ahead: more than twice the second city.
    expect(hu[0]?.[1] ?? 0).toBeGreaterThan(2 * (hu[1]?.[1] ?? 0));
    expect(ro[0]?.[1] ?? 0).toBeGreaterThan(2 * (ro[1]?.[1] ?? 0));
    expect(hu.length).toBeGreaterThanOrEqual(6);
    expect(ro.length).toBeGreaterThanOrEqual(6);
  });

  it('has mostly full-time ads, about a tenth part-time, a few for students', () => {
    const count = (f: (ad: Ad) => boolean) => share(ads.filter(f).length, ads.length);
    expect(count((ad) => ad.job_type === 'fullTime')).toBeGreaterThan(0.7);
    expect(count((ad) => ad.job_type === 'partTime')).toBeGreaterThan(0.05);
    expect(count((ad) => ad.job_type === 'partTime')).toBeLessThan(0.16);
    expect(count((ad) => ad.category_id === 5)).toBeGreaterThan(0.02);
    expect(count((ad) => ad.category_id === 5)).toBeLessThan(0.12);
    expect(count((ad) => ad.level === 'medior')).toBeGreaterThan(
      count((ad) => ad.level === 'senior'),
    );
    expect(count((ad) => ad.featured)).toBeLessThan(0.08);
  });
});

describe('the demo companies', () => {
  interface Company {
    id: number;
    name: string;
    country: 'HU' | 'RO';
    industry: (typeof industries)[number]['key'];
    size: string;
    about: { hu: string; ro: string; en: string };
    followers: number;
    offices: number;
    hq: string;
  }
  let companies: Company[];
  beforeAll(async () => {
    companies = (
      await sql<Company>`SELECT c.id, c.name, c.country, c.industry, c.size, c.about,
        (SELECT count(*)::int FROM company_follows f WHERE f.company_id = c.id) AS followers,
        (SELECT count(*)::int FROM offices o WHERE o.company_id = c.id) AS offices,
        (SELECT l.name FROM offices o JOIN locations l ON l.id = o.location_id
          WHERE o.company_id = c.id AND o.is_headquarters) AS hq
        FROM companies c ORDER BY c.id`.execute(db)
    ).rows;
  });

  it('are named after their industry, with a legal form that fits their size', () => {
    for (const company of companies) {
      const words = COMPANY_NAME_PARTS[company.country].industry[company.industry];
      expect(
        words.some((w) => company.name.includes(` ${w} `)),
        company.name,
      ).toBe(true);
      if (company.size === '1000-plus') expect(company.name).not.toMatch(/ (Bt\.|SRL)$/);
      if (company.size === '1-9') expect(company.name).not.toMatch(/ (Zrt\.|Nyrt\.|SA)$/);
    }
    expect(new Set(companies.map((c) => c.industry)).size).toBe(industries.length);
  });

  it('describe themselves in several sentences in every language, naming their offices', () => {
    for (const company of companies) {
      for (const locale of ['hu', 'ro', 'en'] as const) {
        const text = company.about[locale];
        expect(
          text.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 3).length,
        ).toBeGreaterThanOrEqual(3);
        expect(text, company.name).toContain(company.hq);
        expect(text).not.toContain('A(z)');
      }
    }
  });

  it('have offices by size and followers, the big ones more', () => {
    for (const company of companies) {
      if (company.size === '1000-plus') expect(company.offices).toBeGreaterThanOrEqual(3);
      if (company.size === '1-9') expect(company.offices).toBe(1);
    }
    expect(companies.filter((c) => c.followers > 0).length).toBeGreaterThan(companies.length * 0.8);
    const mean = (size: string) => {
      const of = companies.filter((c) => c.size === size);
      return of.reduce((sum, c) => sum + c.followers, 0) / Math.max(1, of.length);
    };
    expect(mean('1000-plus')).toBeGreaterThan(mean('10-49'));
  });

  it('post ads in the cities of their offices', async () => {
    const outside = await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs j
      WHERE NOT EXISTS (SELECT 1 FROM offices o
        WHERE o.company_id = j.company_id AND o.location_id = j.location_id)`.execute(db);
    expect(outside.rows[0]?.n).toBe(0);
  });
});

describe('the demo data', () => {
  it('is the same for the same seed', async () => {
    const rows = async () => {
      const fresh = await openDatabase({ dataDir: 'memory://' });
      try {
        await migrate(fresh.db);
        await seedDatabase(fresh.db, { jobs: 60, seed: defaults.SEED_RANDOM, now: TEST_NOW });
        return (
          await sql<{ title: string; description: string; company: string }>`SELECT j.title,
            j.description, c.name AS company FROM jobs j JOIN companies c ON c.id = j.company_id
            ORDER BY j.id`.execute(fresh.db)
        ).rows;
      } finally {
        await fresh.close();
      }
    };
    const first = await rows();
    expect(first).toHaveLength(60);
    expect(await rows()).toEqual(first);
  }, 120_000);
});
