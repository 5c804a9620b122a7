// The page screenshots' fixtures: one browser context per site and account in each worker, pinned
// (clock, cookies) and, for an account, signed in once; each test opens its own page in it, so a
// page's focus or scroll state never carries over, while the browser's caches stay warm.
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { pageApi } from '../e2e/accounts';
import { gotoHydrated } from '../e2e/hydration';
import { pageCandidate, pageEmployer, pagesProduct } from './pageProduct';
import { pinContext } from './settle';

export const SITES = {
  hu: pagesProduct.huOrigin,
  ro: pagesProduct.roOrigin,
  blue: pagesProduct.blueOrigin,
} as const;
export type Site = keyof typeof SITES;
export type Account = 'guest' | 'candidate' | 'employer';

/**
 * One browser context per site and account in each worker, pinned and (for an account) signed in
 * once; each test opens its own page in it.
 */
export const test = base.extend<
  { pageAs: (site: Site, account: Account) => Promise<Page> },
  {
    contexts: Map<string, BrowserContext>;
  }
>({
  contexts: [
    // On the browser fixture, so the contexts are closed before the browser is.
    async ({ browser: _browser }, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  pageAs: async ({ browser, contexts }, use) => {
    const pages: Page[] = [];
    await use(async (site, account) => {
      const key = `${site} ${account}`;
      let context = contexts.get(key);
      if (!context) {
        context = await signedInContext(browser, SITES[site], account);
        contexts.set(key, context);
      }
      const page = await context.newPage();
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.close();
  },
});

async function signedInContext(browser: Browser, origin: string, account: Account) {
  const { use } = test.info().project;
  const context = await browser.newContext({
    deviceScaleFactor: use.deviceScaleFactor,
    colorScheme: use.colorScheme,
    locale: use.locale,
    timezoneId: use.timezoneId,
    reducedMotion: use.reducedMotion,
  });
  await pinContext(context);
  if (account !== 'guest') {
    const page = await context.newPage();
    await gotoHydrated(page, `${origin}/`);
    expect((await pageApi(page, 'POST', '/csrf')).status).toBe(204);
    const who = account === 'candidate' ? pageCandidate : pageEmployer;
    const signedIn = await pageApi(page, 'POST', '/login', {
      email: who.email,
      password: who.password,
      userType: account,
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    await page.close();
  }
  return context;
}
