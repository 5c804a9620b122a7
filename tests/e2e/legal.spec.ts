import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { huOrigin, roOrigin } from './servers';

// Issue 18: registration linked the terms to /hu/legal/user-agreement?region=hu, which answered 404,
// and the footer and the cookie bar named no legal document at all.
test.describe('legal documents', () => {
  test('registration links the terms and the privacy policy, and both pages answer', async ({
    page,
  }) => {
    await gotoHydrated(page, `${huOrigin}/registration`);
    for (const [link, heading] of [
      ['Felhasználási feltételek', 'Felhasználási feltételek'],
      ['Adatvédelmi tájékoztató', 'Adatvédelmi tájékoztató'],
    ] as const) {
      const href = await page.getByRole('link', { name: link }).first().getAttribute('href');
      expect(href).toMatch(/\/hu\/legal\/(user-agreement|privacy-policy)\?region=hu$/);
      const response = await gotoHydrated(page, href ?? '');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Real headed sections naming the operator, not a stand-in line.
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByText(/allas Kft\./).first()).toBeVisible();
      await page.goBack();
    }
  });

  test('the footer links every document in the page language, the cookie policy among them', async ({
    page,
  }) => {
    await gotoHydrated(page, `${huOrigin}/en/jobs`);
    const footer = page.getByRole('contentinfo');
    for (const name of ['User agreement', 'Privacy policy', 'Cookie policy', 'Prize game rules']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /\/en\/legal\//);
    }
    await footer.getByRole('link', { name: 'Prize game rules' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prize game rules');
    await expect(page.getByRole('heading', { level: 2, name: 'Who may vote' })).toBeVisible();
  });

  test('the cookie bar links the cookie policy', async ({ page }) => {
    await gotoHydrated(page, `${roOrigin}/`);
    const bar = page.getByRole('region', { name: /cookie/i });
    await bar.getByRole('link', { name: 'Politica de cookie-uri' }).click();
    await expect(page).toHaveURL(`${roOrigin}/legal/cookie`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politica de cookie-uri');
    // The RO region's operator and its data-protection authority's page language.
    await expect(page.getByText(/allas\.ro/).first()).toBeVisible();
  });

  test('a region asked for by the query names its own operator and authority', async ({ page }) => {
    await gotoHydrated(page, `${huOrigin}/en/legal/privacy-policy?region=ro`);
    await expect(page.getByText(/allas SRL/).first()).toBeVisible();
    await expect(page.getByText(/ANSPDCP/)).toBeVisible();
  });

  for (const path of ['/hu/legal/no-such-document', '/en/legal/cookie?region=de']) {
    test(`${path} answers 404`, async ({ request }) => {
      const response = await request.get(`${huOrigin}${path}`);
      expect(response.status()).toBe(404);
    });
  }
});
