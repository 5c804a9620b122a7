import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated, reloadHydrated } from './hydration';
import { huOrigin, ports, roOrigin } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

interface ApiJob {
  id: string;
  slug: string;
  companySlug: string;
  title: string;
  level: string;
  tags: string[];
}
interface ApiList {
  items: ApiJob[];
  total: number;
  totalPages: number;
  title?: string;
  facets: { withSalary: number } | null;
}

type Lang = 'hu' | 'ro' | 'en';

async function api(request: Page['request'], path: string, locale: Lang = 'hu'): Promise<ApiList> {
  const response = await request.get(`${apiUrl}${path}`, {
    headers: { 'accept-language': locale },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiList;
}

/** The result count as jobs.resultCount words it in each language. */
function resultCount(locale: Lang, count: number): string {
  if (locale === 'hu') return count === 0 ? 'Nincs találat' : `${count} állás`;
  if (locale === 'en') {
    if (count === 0) return 'No jobs found';
    return count === 1 ? '1 job found' : `${count} jobs found`;
  }
  if (count === 0) return 'Niciun job găsit';
  const form = new Intl.PluralRules('ro').select(count);
  if (form === 'one') return `${count} job găsit`;
  return form === 'few' ? `${count} joburi găsite` : `${count} de joburi găsite`;
}

const jobCards = (page: Page) => page.getByRole('main').getByRole('article');

test('HU site, hu: a search in the URL lists the api’s jobs and opens an ad', async ({ page }) => {
  const expected = await api(page.request, '/jobs?region=hu&perPage=20&category=it');
  expect(expected.total).toBeGreaterThan(0);
  await gotoHydrated(page, `${huOrigin}/jobs?category=it`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Találd meg a következő munkahelyed',
  );
  await expect(page.getByRole('combobox', { name: 'Kategória' })).toHaveValue('it');
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    resultCount('hu', expected.total),
  );
  await expect(jobCards(page)).toHaveCount(expected.items.length);
  await expectNoAxeViolations(page);

  const first = expected.items[0] as ApiJob;
  const link = page.getByRole('link', { name: first.title, exact: true }).first();
  const href = `/job/${first.companySlug}/${first.slug}`;
  await expect(link).toHaveAttribute('href', href);
  await link.click();
  await expect(page).toHaveURL(`${huOrigin}${href}`);
});

test('HU site, en: the filter switches and checkboxes update the URL and the count', async ({
  page,
}) => {
  const withSalary = await api(page.request, '/jobs?region=hu&salary=1', 'en');
  const juniorWithSalary = await api(page.request, '/jobs?region=hu&levels=junior&salary=1', 'en');
  await gotoHydrated(page, `${huOrigin}/en/jobs`);
  await expect(page).toHaveTitle('Job search – allas');
  // On desktop the filters stand open beside the results: no button to reveal them.
  await expect(page.getByRole('button', { name: /^(Show filters|Filters)/ })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Only with salary' }).click();
  await expect(page).toHaveURL(`${huOrigin}/en/jobs?salary=1`);
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    resultCount('en', withSalary.total),
  );
  // The boxes show the URL's filters, so a box is ticked once the new search has loaded.
  const junior = page.getByRole('checkbox', { name: /^Junior/ });
  await junior.click();
  await expect(page).toHaveURL(`${huOrigin}/en/jobs?levels=junior&salary=1`);
  await expect(junior).toBeChecked();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    resultCount('en', juniorWithSalary.total),
  );
  await expect(jobCards(page)).toHaveCount(juniorWithSalary.items.length);
  await expectNoAxeViolations(page);
});

test('HU site, en, on desktop: the filters are a column beside the results and stay in view while the results scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoHydrated(page, `${huOrigin}/en/jobs`);
  const filters = page.getByRole('region', { name: 'Filters' });
  const results = page.getByRole('region', { name: 'Results' });
  const filtersBox = await filters.boundingBox();
  const resultsBox = await results.boundingBox();
  expect(filtersBox && resultsBox).toBeTruthy();
  if (!filtersBox || !resultsBox) return;
  expect(filtersBox.x + filtersBox.width).toBeLessThanOrEqual(resultsBox.x);
  expect(Math.abs(filtersBox.y - resultsBox.y)).toBeLessThan(8);
  expect(resultsBox.height).toBeGreaterThan(1500);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(filters).toBeInViewport();
  const stuck = await filters.boundingBox();
  expect(stuck?.y).toBeGreaterThanOrEqual(0);
  expect(stuck?.y).toBeLessThan(40);
});

test('HU site, en, on a phone: the filters fold behind their button above the results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, `${huOrigin}/en/jobs`);
  const salary = page.getByRole('switch', { name: 'Only with salary' });
  await expect(salary).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await salary.click();
  await expect(page).toHaveURL(`${huOrigin}/en/jobs?salary=1`);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('HU site, ro: the pages of the results', async ({ page }) => {
  const all = await api(page.request, '/jobs?region=hu&perPage=20', 'ro');
  const second = await api(page.request, '/jobs?region=hu&perPage=20&page=2', 'ro');
  expect(all.totalPages).toBeGreaterThan(1);
  await gotoHydrated(page, `${huOrigin}/ro/jobs`);
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    resultCount('ro', all.total),
  );
  await expect(jobCards(page)).toHaveCount(20);
  // The pages' links are under the results: the next page starts at the top, not at the footer.
  const nextPage = page.locator('main nav a[href$="page=2"]').last();
  await nextPage.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await nextPage.click();
  await expect(page).toHaveURL(`${huOrigin}/ro/jobs?page=2`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The keyboard starts there too: the focus is on the page's heading, in view, not on the link.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(jobCards(page)).toHaveCount(second.items.length);
  await expect(jobCards(page).first().getByRole('heading')).toHaveText(
    (second.items[0] as ApiJob).title,
  );
  await expect(page.locator('main nav [aria-current="page"]')).toHaveText('2');
  await expectNoAxeViolations(page);
});

test('HU site, en: a search without results shows the empty state and a way back', async ({
  page,
}) => {
  const none = await api(page.request, '/jobs?region=hu&q=zzqqxxzzqq', 'en');
  expect(none.total).toBe(0);
  await gotoHydrated(page, `${huOrigin}/en/jobs?q=zzqqxxzzqq`);
  await expect(page.getByRole('searchbox')).toHaveValue('zzqqxxzzqq');
  await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText('No jobs found');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Clear the search' }).click();
  await expect(page).toHaveURL(`${huOrigin}/en/jobs`);
  await expect(jobCards(page).first()).toBeVisible();
});

test('RO site, ro: a landing list with its title, banner and tag pills', async ({ page }) => {
  const list = await api(page.request, '/jobs/lists/it-allasok?region=ro&perPage=20', 'ro');
  await gotoHydrated(page, `${roOrigin}/list/jobs/it-allasok`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title ?? '');
  await expect(page).toHaveTitle(`${list.title} – allas`);
  await expect(jobCards(page)).toHaveCount(list.items.length);
  await expect(page.locator('[data-placement="leaderboard"] img')).toHaveCount(1);
  const tag = list.items.flatMap((job) => job.tags)[0];
  if (tag !== undefined) {
    await expect(
      page.getByRole('main').getByRole('link', { name: tag, exact: true }).first(),
    ).toHaveAttribute('href', `/jobs?q=${encodeURIComponent(tag).replace(/%20/g, '+')}`);
  }
  await expectNoAxeViolations(page);
  const unknown = await gotoHydrated(page, `${roOrigin}/list/jobs/nincs-ilyen-lista`);
  expect(unknown?.status()).toBe(404);
});

test('RO site, en: the junior jobs; HU site, en: a senior list shows senior jobs only', async ({
  page,
}) => {
  const junior = await api(page.request, '/jobs/junior?region=ro&perPage=20', 'en');
  await gotoHydrated(page, `${roOrigin}/en/junior-jobs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Junior jobs');
  await expect(page).toHaveTitle('Junior jobs – allas');
  await expect(jobCards(page)).toHaveCount(junior.items.length);
  await expectNoAxeViolations(page);

  const senior = await api(
    page.request,
    '/jobs/lists/senior-it-fejlesztoi-allasok?region=hu&perPage=20',
    'en',
  );
  expect(senior.total).toBeGreaterThan(0);
  expect(senior.items.every((job) => job.level === 'senior')).toBe(true);
  await gotoHydrated(page, `${huOrigin}/en/list/jobs/senior-it-fejlesztoi-allasok`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(senior.title ?? '');
  await expect(jobCards(page)).toHaveCount(senior.items.length);
  for (const card of await jobCards(page).all()) await expect(card).toContainText('Senior');
});

test('HU site, hu: saving a job as a guest leads to the login page', async ({ page }) => {
  await gotoHydrated(page, `${huOrigin}/jobs`);
  await jobCards(page).first().getByRole('button', { pressed: false }).click();
  await expect(page).toHaveURL(`${huOrigin}/hu/login?redirect=%2Fjobs`);
});

test('HU site, en: a signed-in visitor saves and removes a job with a toast', async ({ page }) => {
  await signUp(
    { request: page.request, origin: huOrigin },
    {
      emailPrefix: 'jobs',
      firstName: 'Ilona',
      lastName: 'Szabó',
    },
  );

  await gotoHydrated(page, `${huOrigin}/en/jobs`);
  const card = jobCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Save job', pressed: false }).click();
  await expect(page.getByText('Job saved', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { pressed: true })).toBeVisible();
  const saved = (await (await page.request.get(`${huOrigin}/api/saved-jobs`)).json()) as ApiJob[];
  expect(saved.map((job) => job.title)).toContain(title);

  // A reload keeps the saved state (the loader reads the saved list), and removing it says so.
  await reloadHydrated(page);
  await jobCards(page).first().getByRole('button', { pressed: true }).click();
  await expect(page.getByText('Removed from your saved jobs', { exact: true })).toBeVisible();
  const after = (await (await page.request.get(`${huOrigin}/api/saved-jobs`)).json()) as ApiJob[];
  expect(after.map((job) => job.title)).not.toContain(title);
});
