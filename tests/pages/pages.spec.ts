// Every public page of the three sites, and the signed-in pages of a job seeker and an employer,
// at 375 and 1280 px against committed baselines (tests/pages/__screenshots__/<site>-<page>-<width>.png),
// each also scanned by axe. One load per page: it is screenshotted at 375 px, resized and
// screenshotted again at 1280 px. A failed comparison leaves the expected, actual and diff images in
// reports/pages-html, the report designers already read for the stories.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/checks';
import { gotoHydrated } from '../e2e/hydration';
import { equalsBaselineBytes } from '../visual/baselineBytes';
import { type Account, SITES, type Site, test } from './fixtures';
import { settleAt } from './settle';

const WIDTHS = [375, 1280] as const;

/** Signed-out pages by name; the job ad, company page and blog post are found from their lists. */
const PUBLIC_PAGES: Record<string, string> = {
  home: '/',
  jobs: '/jobs',
  companies: '/companies',
  blog: '/blog',
  // The salary calculator has one path on every site (routeDeclarations.ts).
  berkalkulator: '/berkalkulator',
  fizetesek: '/fizetesek',
  'employer-branding': '/employer-branding',
  login: '/login',
  registration: '/registration',
  'legal-privacy-policy': '/legal/privacy-policy',
  'not-found': '/oldal-ami-nincs',
};

/** Pages reached by the first link of a list page, in the list's stable (seeded) order. */
const LINKED_PAGES: Record<string, { from: string; link: string }> = {
  job: { from: '/jobs', link: 'a[href*="/job/"]' },
  company: { from: '/companies', link: 'a[href*="/company/"]' },
  'blog-post': { from: '/blog', link: 'a[href*="/blog/post/"]' },
};

const SIGNED_IN_PAGES: Record<Exclude<Account, 'guest'>, Record<string, string>> = {
  candidate: {
    profile: '/user/account',
    'saved-jobs': '/saved-jobs',
    'my-applications': '/my-applications',
    'job-alerts': '/user/notifications',
  },
  employer: {
    'employer-dashboard': '/employer/dashboard',
    'employer-jobs': '/employer/jobs',
    'employer-applicants': '/employer/applicants',
  },
};

/** The page as loaded, at each width: its baseline comparison, and axe on its first width. */
async function expectPageMatches(page: Page, name: string) {
  for (const [index, width] of WIDTHS.entries()) {
    const height = await settleAt(page, width);
    if (index === 0) await expectNoAxeViolations(page);
    const file = `${name}-${width}.png`;
    const clip = { x: 0, y: 0, width, height };
    if (await equalsBaselineBytes(page, file, { clip })) continue;
    await expect(page).toHaveScreenshot(file, { fullPage: true, clip });
  }
}

for (const site of Object.keys(SITES) as Site[]) {
  const origin = SITES[site];
  test.describe(`${site} site`, () => {
    for (const [name, path] of Object.entries(PUBLIC_PAGES)) {
      test(`${name} (${path})`, async ({ pageAs }) => {
        const page = await pageAs(site, 'guest');
        const response = await gotoHydrated(page, `${origin}${path}`);
        expect(response?.status()).toBe(name === 'not-found' ? 404 : 200);
        await expectPageMatches(page, `${site}-${name}`);
      });
    }

    for (const [name, { from, link }] of Object.entries(LINKED_PAGES)) {
      test(`${name} (the first of ${from})`, async ({ pageAs }) => {
        const page = await pageAs(site, 'guest');
        await gotoHydrated(page, `${origin}${from}`);
        const href = await page.getByRole('main').locator(link).first().getAttribute('href');
        expect(href).toBeTruthy();
        const response = await gotoHydrated(page, `${origin}${href}`);
        expect(response?.status()).toBe(200);
        await expectPageMatches(page, `${site}-${name}`);
      });
    }

    for (const [account, pages] of Object.entries(SIGNED_IN_PAGES)) {
      for (const [name, path] of Object.entries(pages)) {
        test(`${name} (${path}, signed in as the ${account})`, async ({ pageAs }) => {
          const page = await pageAs(site, account as Account);
          const response = await gotoHydrated(page, `${origin}${path}`);
          expect(response?.status()).toBe(200);
          await expect(page).toHaveURL(`${origin}${path}`);
          await expectPageMatches(page, `${site}-${name}`);
        });
      }
    }
  });
}
