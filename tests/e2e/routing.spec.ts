import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { huOrigin, roOrigin } from './servers';

test.describe('language variants', () => {
  for (const [path, lang, heading] of [
    ['/', 'hu', 'Itt kezdődik a következő munkahelyed'],
    ['/hu', 'hu', 'Itt kezdődik a következő munkahelyed'],
    ['/ro', 'ro', 'Următorul tău loc de muncă începe aici'],
    ['/en', 'en', 'Your next job starts here'],
  ] as const) {
    test(`HU ${path} renders in ${lang}`, async ({ page }) => {
      const response = await gotoHydrated(page, `${huOrigin}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('the RO site renders Romanian unprefixed and in the blue-free default theme', async ({
    page,
  }) => {
    await gotoHydrated(page, `${roOrigin}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await expect(page.locator('html')).toHaveClass('allas-theme-default');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Următorul tău loc de muncă începe aici',
    );
  });

  test('the home page shows the open positions from the api and the page’s SEO tags', async ({
    page,
  }) => {
    await gotoHydrated(page, `${huOrigin}/en`);
    await expect(page.getByText(/\d+ open positions? (is|are) waiting for you/)).toBeVisible();
    await expect(page).toHaveTitle('allas – jobs in Hungary and Romania');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${huOrigin}/en`);
    await expect(page.locator('link[hreflang=x-default]')).toHaveAttribute('href', `${huOrigin}/`);
    await expect(page.locator('link[hreflang=ro]')).toHaveAttribute('href', `${huOrigin}/ro`);
  });

  test('the language switch keeps the page and stores the choice in i18n_redirected', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, `${huOrigin}/maintenance`);
    await gotoHydrated(page, `${huOrigin}/en`);
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Română' })
      .click();
    await expect(page).toHaveURL(`${huOrigin}/ro`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'ro', path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(Math.round(days)).toBe(365);
  });
});

test.describe('redirects and 404', () => {
  test('a language the region does not offer is replaced by its default', async ({ page }) => {
    const response = await gotoHydrated(page, `${roOrigin}/hu/contact-us`);
    expect(page.url()).toBe(`${roOrigin}/ro/contact-us`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  });

  test('a language segment in capitals redirects to its lowercase spelling', async ({
    request,
  }) => {
    const response = await request.get(`${huOrigin}/HU/jobs?q=java`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/hu/jobs?q=java');
  });

  test('a trailing slash redirects to the bare path', async ({ request }) => {
    const response = await request.get(`${huOrigin}/en/`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en');
  });

  for (const [path, lang, text] of [
    ['/nincs-ilyen', 'hu', 'Az oldal nem található: /nincs-ilyen'],
    ['/en/no-such-page', 'en', 'Page not found: /en/no-such-page'],
    ['/ro/list/jobs/nu-exista', 'ro', 'Pagina nu a fost găsită: /ro/list/jobs/nu-exista'],
  ] as const) {
    test(`${path} answers 404 in ${lang}`, async ({ page }) => {
      const response = await gotoHydrated(page, `${huOrigin}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByText(text)).toBeVisible();
    });
  }

  test('each region serves its own sitemap.xml', async ({ page }) => {
    // Through the browser: Node's resolver does not map ro.localhost to loopback, chromium does.
    const ro = (await (await page.goto(`${roOrigin}/sitemap.xml`))?.text()) ?? '';
    expect(ro).toContain(`<loc>${roOrigin}/</loc>`);
    expect(ro).toContain(`<loc>${roOrigin}/en</loc>`);
    expect(ro).not.toContain(`${roOrigin}/hu<`);
  });
});
