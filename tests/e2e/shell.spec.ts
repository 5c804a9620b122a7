import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated, reloadHydrated } from './hydration';
import { gtmId, huOrigin } from './servers';

const tagManager = 'script[data-tag-manager]';

test.beforeEach(async ({ page }) => {
  // The tag manager's own script is not reachable offline; what matters is whether it is asked for.
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
});

test.describe('cookie consent', () => {
  test('the bar shows until accepted; only then the tag manager loads, with the nonce', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, `${huOrigin}/en`);
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await expect(bar).toBeVisible();
    await expect(page.locator(tagManager)).toHaveCount(0);
    await bar.getByRole('button', { name: 'Accept all' }).click();
    await expect(bar).toHaveCount(0);
    await expect(page.locator(tagManager)).toHaveAttribute('src', new RegExp(`id=${gtmId}$`));
    // The CSP nonce of this page (browsers hide the attribute; the property keeps it).
    const nonce = await page.locator(tagManager).evaluate((el) => (el as HTMLScriptElement).nonce);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    const consent = (await context.cookies()).find((c) => c.name === 'cookieConsentAccepted');
    expect(consent?.value).toBe('true');
    await reloadHydrated(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect(page.locator(tagManager)).toHaveCount(1);
  });

  test('rejecting hides the bar and keeps the tag manager off', async ({ page }) => {
    await gotoHydrated(page, `${huOrigin}/en`);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await reloadHydrated(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect(page.locator(tagManager)).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/en', '/ro/maintenance', '/en/no-such-page']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await gotoHydrated(page, `${huOrigin}${path}`);
      await expect(page.locator('html[lang]')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      ).toEqual([]);
    });
  }
});
