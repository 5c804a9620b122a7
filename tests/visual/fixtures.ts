// One browser page per worker, reused by every test of that worker. Each story is still opened by a
// full navigation (no state is carried from one story to the next), but the browser cache stays
// warm, so a story costs a fraction of a second instead of a fresh context and a cold Storybook load.
import { test as base, type Page } from '@playwright/test';

export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
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
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
