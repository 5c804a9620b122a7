// One browser context per worker, so the browser cache stays warm across stories (a Storybook load
// costs a fraction of a second instead of a cold start), and a fresh page per test, so nothing a
// story did can leak into the next one. With one shared page a focus ring once showed in one run and
// not in the next (Chromium keeps input and focus-visible state per page, not per document).
import { type BrowserContext, test as base, type Page } from '@playwright/test';

export const test = base.extend<{ storyPage: Page }, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      // Worker fixtures cannot use the test-scoped context options, so the pinned ones are copied.
      const { baseURL, deviceScaleFactor, colorScheme, locale, timezoneId } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        deviceScaleFactor,
        colorScheme,
        locale,
        timezoneId,
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyContext }, use) => {
    const page = await storyContext.newPage();
    await use(page);
    await page.close();
  },
});

export { expect } from '@playwright/test';
