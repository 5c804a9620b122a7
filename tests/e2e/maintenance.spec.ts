import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { huOrigin, maintenanceOrigin } from './servers';

test.describe('maintenance', () => {
  test('on: every page goes to the maintenance page in its language, without the layout', async ({
    page,
  }) => {
    await gotoHydrated(page, `${maintenanceOrigin}/en`);
    expect(page.url()).toBe(`${maintenanceOrigin}/en/maintenance`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance in progress');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('on: the maintenance page itself is reachable, and answers 503 with Retry-After', async ({
    request,
  }) => {
    const response = await request.get(`${maintenanceOrigin}/maintenance`, { maxRedirects: 0 });
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBe('30');
    expect(await response.text()).toContain('Karbantartás');
  });

  test('on: the developer cookie allas_dev bypasses it', async ({ page, context }) => {
    await context.addCookies([{ name: 'allas_dev', value: '1', url: maintenanceOrigin }]);
    await gotoHydrated(page, `${maintenanceOrigin}/en`);
    expect(page.url()).toBe(`${maintenanceOrigin}/en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next job starts here');
  });

  test('off: pages render', async ({ page }) => {
    await gotoHydrated(page, `${huOrigin}/en`);
    expect(page.url()).toBe(`${huOrigin}/en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next job starts here');
  });
});

test('guards run again on client navigation, on the server', async ({ page, context }) => {
  await context.addCookies([{ name: 'allas_dev', value: '1', url: maintenanceOrigin }]);
  await gotoHydrated(page, `${maintenanceOrigin}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next job starts here');
  await context.clearCookies({ name: 'allas_dev' });
  // A mark on the window survives a client navigation and is lost on a document load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // A client-side navigation (no document load): its .data request meets the maintenance guard.
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Română' })
    .click();
  await expect(page).toHaveURL(`${maintenanceOrigin}/ro/maintenance`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucrări de mentenanță');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
