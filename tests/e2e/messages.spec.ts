// The page's messages as a browser gets them (issue 15 §2): a content-hashed file per language,
// preloaded by the page, fetched once and cached for ever, rather than the whole catalog in every
// page's HTML and in every client navigation's data.
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { huOrigin } from './servers';

const catalogFile = /\/assets\/(hu|ro|en)-[\w-]+\.json$/;

/** The catalog files and the router's `.data` requests the page makes from now on. */
function watchRequests(page: Page) {
  const catalogs: string[] = [];
  const data: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (catalogFile.test(url.pathname)) catalogs.push(url.pathname);
    if (url.pathname.endsWith('.data')) data.push(url);
  });
  return { catalogs, data };
}

test('a page links its catalog file instead of carrying the catalog, and the file is cached for ever', async ({
  request,
}) => {
  const page = await request.get(`${huOrigin}/en/jobs`);
  const html = await page.text();
  const preload =
    /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" data-catalog=""/.exec(
      html,
    );
  expect(preload?.[1]).toMatch(/^\/assets\/en-[\w-]+\.json$/);
  // A message of another page is not in this one's HTML.
  expect(html).not.toContain('Request a link to set a new password for your allas profile.');
  const file = await request.get(`${huOrigin}${preload?.[1]}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/json');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const catalog = (await file.json()) as Record<string, unknown>;
  expect(catalog['auth.forgot.description']).toEqual([
    { type: 0, value: 'Request a link to set a new password for your allas profile.' },
  ]);
});

test('navigating within a language fetches the catalog once and leaves the root data alone; another language loads its own', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await gotoHydrated(page, `${huOrigin}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next job starts here');
  await page.getByRole('banner').getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page).toHaveURL(`${huOrigin}/en/jobs`);
  await expect(page).toHaveTitle('Job search – allas');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${huOrigin}/en/jobs`);
  expect(seen.catalogs).toEqual([expect.stringMatching(/^\/assets\/en-/)]);
  expect(seen.data.length).toBeGreaterThan(0);
  for (const url of seen.data) {
    expect(url.searchParams.get('_routes') ?? '').not.toMatch(/(^|,)root(,|$)/);
  }

  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Română' })
    .click();
  await expect(page).toHaveURL(`${huOrigin}/ro/jobs`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page).toHaveTitle('Caută joburi – allas');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Locuri de muncă', exact: true }),
  ).toBeVisible();
  expect(seen.catalogs).toEqual([
    expect.stringMatching(/^\/assets\/en-/),
    expect.stringMatching(/^\/assets\/ro-/),
  ]);
});
