// The gateway's cache of signed-out pages (issue 15 §3), as a browser meets it: a page served from
// the cache carries a CSP of script hashes, and must hydrate and run under it exactly as a freshly
// rendered one does under its nonce; a signed-in page is never cached.
import { expect, type Page, type Response, test } from '@playwright/test';
import { signUp } from './accounts';
import { gotoHydrated, reloadHydrated } from './hydration';
import { gtmId, huOrigin } from './servers';

/** Every CSP violation the page reports, from its own event and from the console. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  // Init scripts run outside the page's CSP, before any of its own scripts.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

const cacheOf = (response: Response | null) => response?.headers()['x-cache'];

/** A page of its own for this run, so no other journey has filled or read its cache entry. */
const freshUrl = (path: string) => `${huOrigin}${path}?utm_campaign=page-cache-${Date.now()}`;

test('a cached signed-out page hydrates and runs under its CSP of script hashes', async ({
  page,
}) => {
  const tagManagerRequests: string[] = [];
  // The tag manager's own script is not reachable offline; what matters is that it is asked for.
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagManagerRequests.push(route.request().url());
    return route.abort();
  });
  const violations = await watchCsp(page);
  const url = freshUrl('/en/jobs');

  const first = await gotoHydrated(page, url);
  expect(cacheOf(first)).toBe('miss');
  // The second visit is served from the cache: the same hashes, no render.
  const second = await reloadHydrated(page);
  expect(cacheOf(second)).toBe('hit');
  expect(second?.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(second?.headers()['content-security-policy']).toMatch(
    /script-src ('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic';/,
  );
  expect(second?.headers()['content-security-policy']).not.toContain('nonce-');

  // Interactive: the consent bar answers, and the tag manager loads through 'strict-dynamic'.
  const bar = page.getByRole('region', { name: 'Cookie consent' });
  await bar.getByRole('button', { name: 'Accept all' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.locator('script[data-tag-manager]')).toHaveAttribute(
    'src',
    new RegExp(`id=${gtmId}$`),
  );
  await expect.poll(() => tagManagerRequests.length).toBeGreaterThan(0);
  // A client navigation works from the cached page too.
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(`${huOrigin}/en/login`);

  // Consent given, the page is a cached page of its own, with the tag manager loaded at start.
  tagManagerRequests.length = 0;
  expect(cacheOf(await gotoHydrated(page, url))).toBe('miss');
  expect(cacheOf(await reloadHydrated(page))).toBe('hit');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect.poll(() => tagManagerRequests.length).toBeGreaterThan(0);

  expect(await violations()).toEqual([]);
});

test('a signed-in page is never cached, even where the signed-out one is', async ({ page }) => {
  const url = freshUrl('/en');
  await gotoHydrated(page, url);
  expect(cacheOf(await reloadHydrated(page))).toBe('hit');
  await signUp(
    { request: page.request, origin: huOrigin },
    { emailPrefix: 'cache', firstName: 'Csaba', lastName: 'Gyorsítótár' },
  );
  for (let visit = 0; visit < 2; visit++) {
    const answer = await gotoHydrated(page, url);
    expect(cacheOf(answer)).toBeUndefined();
    expect(answer?.headers()['cache-control'] ?? '').not.toContain('public');
    expect(answer?.headers()['content-security-policy']).toContain("'nonce-");
    await expect(page.getByRole('button', { name: /Csaba Gyorsítótár/ })).toBeVisible();
  }
});
