import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated } from './hydration';
import { blueOrigin, huOrigin, ports } from './servers';

// The blue-collar board (issue 18 What 4): its own host, the blue theme on <html>, the Hungarian
// market's jobs, its trades first on the home page, its own banners (region=blue); in every
// language variant the HU region offers.

const apiUrl = `http://127.0.0.1:${ports.api}`;

type Lang = 'hu' | 'ro' | 'en';

/** `links`: the prefix of the page's own links (the default language's are unprefixed). */
const variants: { prefix: string; lang: Lang; links: string }[] = [
  { prefix: '', lang: 'hu', links: '' },
  { prefix: '/hu', lang: 'hu', links: '' },
  { prefix: '/ro', lang: 'ro', links: '/ro' },
  { prefix: '/en', lang: 'en', links: '/en' },
];

const texts = {
  hu: {
    trades: 'Fizikai munkák szakmák szerint',
    other: 'További területek',
    hero: 'Fizikai munka, műszakok, jó bérek – a közeledben',
    heroIntro: /^Raktár, gyártósor, volán vagy karbantartás: itt megtalálod/,
    huHero: 'Itt kezdődik a következő munkahelyed',
  },
  ro: {
    trades: 'Muncă fizică, pe meserii',
    other: 'Alte domenii',
    hero: 'Muncă fizică, ture, salarii bune – aproape de tine',
    heroIntro: /^Depozit, linie de producție, volan sau întreținere: găsești aici/,
    huHero: 'Următorul tău loc de muncă începe aici',
  },
  en: {
    trades: 'Hands-on jobs by trade',
    other: 'Other fields',
    hero: 'Hands-on work, shifts, good pay – near you',
    heroIntro: /^Warehouse, production line, driving or maintenance: find hands-on jobs/,
    huHero: 'Your next job starts here',
  },
} as const;

interface Category {
  slug: string;
  name: string;
  count: number;
}
type CategoryTree = (Category & { subcategories: Category[] })[];
interface ApiJob {
  slug: string;
  companySlug: string;
  title: string;
}
interface ApiBanner {
  linkUrl: string | null;
  alt: string;
}

async function api<T>(request: APIRequestContext, path: string, lang: Lang): Promise<T> {
  const response = await request.get(`${apiUrl}${path}`, { headers: { 'accept-language': lang } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The api's field (and, for a subcategory, its parent) by slug, in the page's language. */
function find(tree: CategoryTree, slug: string): { category: Category; parent?: string } {
  for (const field of tree) {
    if (field.slug === slug) return { category: field };
    const sub = field.subcategories.find((entry) => entry.slug === slug);
    if (sub) return { category: sub, parent: field.slug };
  }
  throw new Error(`no category ${slug} in the api's tree`);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

for (const { prefix, lang, links } of variants) {
  test.describe(`blue site ${prefix || '/'}`, () => {
    test('the home wears the blue theme and leads with the trades', async ({ page, request }) => {
      const tree = await api<CategoryTree>(request, '/categories?region=hu', lang);
      const t = texts[lang];
      const response = await gotoHydrated(page, `${blueOrigin}${prefix || '/'}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveClass('allas-theme-blue');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      // The trades are the first band after the search, before the jobs and the other fields.
      const bands = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(bands.first()).toHaveText(t.trades);
      const trades = section(page, t.trades).getByRole('link');
      const slugs = ['logisztika', 'raktar', 'sofor', 'gyartas', 'operator', 'karbantartas'];
      await expect(trades).toHaveCount(slugs.length);
      for (const [index, slug] of slugs.entries()) {
        const { category, parent } = find(tree, slug);
        const query = parent ? `category=${parent}&subcategories=${slug}` : `category=${slug}`;
        await expect(trades.nth(index)).toHaveAttribute('href', `${links}/jobs?${query}`);
        await expect(trades.nth(index)).toContainText(category.name);
      }
      // The other fields follow without repeating the trades.
      const other = section(page, t.other);
      await expect(other.getByRole('link', { name: /^IT/ })).toHaveAttribute(
        'href',
        `${links}/jobs?category=it`,
      );
      await expect(
        other.getByRole('link', { name: new RegExp(`^${find(tree, 'gyartas').category.name}`) }),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);

      // A trade opens the job list filtered by it, on the blue site.
      await trades.nth(1).click();
      await expect(page).toHaveURL(
        `${blueOrigin}${links}/jobs?category=logisztika&subcategories=raktar`,
      );
    });

    test('the home speaks to blue-collar workers; the HU site keeps its own hero', async ({
      page,
    }) => {
      const t = texts[lang];
      await gotoHydrated(page, `${blueOrigin}${prefix || '/'}`);
      const hero = page.getByRole('region', { name: t.hero, exact: true });
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(t.hero);
      await expect(hero.getByText(t.heroIntro)).toBeVisible();

      await gotoHydrated(page, `${huOrigin}${prefix || '/'}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.huHero);
      await expect(page.getByText(t.heroIntro)).toHaveCount(0);
    });

    test('/jobs lists the Hungarian jobs and a job opens its ad, all in blue', async ({
      page,
      request,
    }) => {
      const list = await api<{ items: ApiJob[] }>(request, '/jobs?region=hu&perPage=20', lang);
      const response = await gotoHydrated(page, `${blueOrigin}${prefix}/jobs`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveClass('allas-theme-blue');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(list.items.length);
      const [job] = list.items;
      expect(job).toBeDefined();
      await expectNoAxeViolations(page);

      const ad = await gotoHydrated(
        page,
        `${blueOrigin}${prefix}/job/${job?.companySlug}/${job?.slug}`,
      );
      expect(ad?.status()).toBe(200);
      await expect(page.locator('html')).toHaveClass('allas-theme-blue');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job?.title ?? '');
      await expectNoAxeViolations(page);
    });
  });
}

test('the blue site shows the blue banners (region=blue) on its job lists', async ({
  page,
  request,
}) => {
  const banners = await api<Record<string, ApiBanner[]>>(request, '/banners?region=blue', 'hu');
  const jobList = banners['job-list'] ?? [];
  expect(jobList.length).toBeGreaterThan(0);
  await gotoHydrated(page, `${blueOrigin}/junior-jobs`);
  const banner = page.locator('[data-placement="leaderboard"]');
  await expect(banner.locator('img')).toHaveCount(1);
  const alt = await banner.locator('img').getAttribute('alt');
  expect(jobList.map((entry) => entry.alt)).toContain(alt);
  const shown = jobList.find((entry) => entry.alt === alt);
  await expect(banner.getByRole('link')).toHaveAttribute('href', shown?.linkUrl ?? '');
  await expectNoAxeViolations(page);
});
