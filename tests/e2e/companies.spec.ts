import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated, reloadHydrated } from './hydration';
import { huOrigin, ports, roOrigin } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

type Locale = 'hu' | 'ro' | 'en';

interface Company {
  id: string;
  slug: string;
  name: string;
  industry: string;
  size: string;
  homeOffice: boolean;
  city: string | null;
}

interface CompanyList {
  items: Company[];
  total: number;
}

interface CompanyPage extends Company {
  offices: { address: string }[];
  values: { title: string }[];
  jobs: { title: string }[];
}

/** What the pages say in each language (the companies area's messages). */
const texts = {
  hu: {
    title: 'Cégek',
    empty: 'Nincs a szűrésnek megfelelő cég',
    about: 'Rólunk',
    jobs: 'Nyitott pozíciók',
    offices: 'Irodáink',
    values: 'Értékeink',
  },
  ro: {
    title: 'Companii',
    empty: 'Nicio companie nu corespunde filtrelor',
    about: 'Despre noi',
    jobs: 'Posturi deschise',
    offices: 'Birourile noastre',
    values: 'Valorile noastre',
  },
  en: {
    title: 'Companies',
    empty: 'No company matches these filters',
    about: 'About us',
    jobs: 'Open jobs',
    offices: 'Our offices',
    values: 'Our values',
  },
} as const;

/** Every language variant the e2e sites offer (the RO site is limited to ro and en here). */
const variants: { site: string; origin: string; prefix: string; locale: Locale; region: string }[] =
  [
    { site: 'HU', origin: huOrigin, prefix: '', locale: 'hu', region: 'hu' },
    { site: 'HU', origin: huOrigin, prefix: '/ro', locale: 'ro', region: 'hu' },
    { site: 'HU', origin: huOrigin, prefix: '/en', locale: 'en', region: 'hu' },
    { site: 'RO', origin: roOrigin, prefix: '', locale: 'ro', region: 'ro' },
    { site: 'RO', origin: roOrigin, prefix: '/en', locale: 'en', region: 'ro' },
  ];

async function apiCompanies(request: APIRequestContext, region: string, query: URLSearchParams) {
  const params = new URLSearchParams(query);
  params.set('region', region);
  params.set('perPage', '12');
  const response = await request.get(`${apiUrl}/companies?${params}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as CompanyList;
}

/** The directory shows exactly the companies the api finds for the URL's filters. */
async function expectListMatchesApi(
  page: Page,
  request: APIRequestContext,
  region: string,
  locale: Locale,
) {
  const query = new URL(page.url()).searchParams;
  const expected = await apiCompanies(request, region, query);
  const main = page.getByRole('main');
  if (expected.total === 0) {
    await expect(main.getByRole('heading', { name: texts[locale].empty })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(0);
    return;
  }
  await expect(main.getByRole('status').filter({ hasText: String(expected.total) })).toBeVisible();
  await expect(main.getByRole('article').getByRole('heading')).toHaveText(
    expected.items.map((c) => c.name),
  );
}

for (const { site, origin, prefix, locale, region } of variants) {
  test(`${site} site${prefix || ' (default)'}: company directory filters, a company page, follow as a guest`, async ({
    page,
    request,
  }) => {
    const all = await apiCompanies(request, region, new URLSearchParams());
    // The journey's company: one with a town, preferably with home office (the seed has some).
    const target =
      all.items.find((c) => c.city && c.homeOffice) ?? all.items.find((c) => c.city !== null);
    if (!target?.city) throw new Error(`no company with an office in ${region}`);

    await gotoHydrated(page, `${origin}${prefix}/companies`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[locale].title);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectListMatchesApi(page, request, region, locale);
    await expectNoAxeViolations(page);

    const search = page.getByRole('search');
    const comboboxes = search.getByRole('combobox');
    const [location, industry, size] = [comboboxes.nth(0), comboboxes.nth(1), comboboxes.nth(2)];
    const homeOffice = search.getByRole('checkbox').first();

    // Home office alone: the URL says so and the list follows.
    await homeOffice.check();
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${origin}${prefix}/companies\\?extras=homeOffice$`));
    await expectListMatchesApi(page, request, region, locale);

    // Text, location, industry and size together, as the target company has them.
    const word = target.name.split(' ')[0] ?? target.name;
    await search.getByRole('searchbox').fill(word);
    await location.selectOption(target.city);
    await industry.selectOption(target.industry);
    await size.selectOption(target.size === '1000-plus' ? '1000+' : target.size);
    if (!target.homeOffice) await homeOffice.uncheck();
    await search.getByRole('searchbox').press('Enter');
    // Each choice searched at once with the last search's text; the submit adds the typed word.
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === word);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      q: word,
      location: target.city,
      industry: target.industry,
      size: target.size,
      ...(target.homeOffice ? { extras: 'homeOffice' } : {}),
    });
    await expectListMatchesApi(page, request, region, locale);
    // The bar shows the search it came from.
    await expect(search.getByRole('searchbox')).toHaveValue(word);
    await expect(industry).toHaveValue(target.industry);

    // The company page: its sections and open jobs, in the page's language.
    await page.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(`${origin}${prefix}/company/${target.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
    const detail = (await (
      await request.get(`${apiUrl}/companies/${target.slug}?locale=${locale}`)
    ).json()) as CompanyPage;
    await expect(page.getByRole('region', { name: texts[locale].about })).toBeVisible();
    const jobs = page.getByRole('region', { name: texts[locale].jobs });
    await expect(jobs.getByRole('heading', { level: 3 })).toHaveText(
      detail.jobs.map((j) => j.title),
    );
    await expect(
      page.getByRole('region', { name: texts[locale].values }).getByRole('heading', { level: 3 }),
    ).toHaveText(detail.values.map((v) => v.title));
    const offices = page.getByRole('region', { name: texts[locale].offices });
    for (const office of detail.offices) await expect(offices).toContainText(office.address);
    // No Google Maps key is configured: nothing is loaded from Google.
    await expect(page.locator('script[src*="maps.googleapis.com"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Following as a guest: "Not authenticated user" in the console, then the login page.
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });
    await page.getByRole('main').getByRole('button', { pressed: false }).click();
    await expect(page).toHaveURL(
      `${origin}/${locale}/login?redirect=${encodeURIComponent(`${prefix}/company/${target.slug}`)}`,
    );
    expect(logged).toContain('Not authenticated user');
  });
}

test('an unknown company answers 404', async ({ page }) => {
  const response = await gotoHydrated(page, `${huOrigin}/en/company/no-such-company`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main')).toContainText('/en/company/no-such-company');
});

test('a signed-in candidate follows and unfollows a company from its page', async ({
  page,
  request,
}) => {
  const [company] = (await apiCompanies(request, 'hu', new URLSearchParams())).items;
  if (!company) throw new Error('no company');
  await signUp(
    { request: page.request, origin: huOrigin },
    {
      emailPrefix: 'follower',
      firstName: 'Bence',
      lastName: 'Követő',
    },
  );
  await gotoHydrated(page, `${huOrigin}/en/company/${company.slug}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Follow', pressed: false }).click();
  await expect(page.getByText(`You now follow ${company.name}`, { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Following', pressed: true })).toBeVisible();
  // The api keeps it: a fresh page load shows the company followed.
  await reloadHydrated(page);
  await main.getByRole('button', { name: 'Following', pressed: true }).click();
  await expect(
    page.getByText(`You no longer follow ${company.name}`, { exact: true }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Follow', pressed: false })).toBeVisible();
});

/**
 * The api names its pictures by its own address, which the page's CSP does not allow: every logo
 * and banner must come through the site's /api/media/ and actually load.
 */
async function expectPicturesLoad(page: Page, minimum: number) {
  const pictures = page.getByRole('main').locator('img');
  expect(await pictures.count()).toBeGreaterThanOrEqual(minimum);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', /^\/api\/media\//);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

test('company logos and banners load on the directory, a company page and a job page', async ({
  page,
  request,
}) => {
  const [company] = (await apiCompanies(request, 'hu', new URLSearchParams())).items;
  if (!company) throw new Error('no company');
  await gotoHydrated(page, `${huOrigin}/companies`);
  await expectPicturesLoad(page, 2);
  await gotoHydrated(page, `${huOrigin}/company/${company.slug}`);
  await expectPicturesLoad(page, 2);
  // A job of that company: the company box beside the ad and the related jobs' cards. The URL
  // changes before React has shown the new page, so wait until the company's heading is gone.
  const companyHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.locator('main a[href^="/job/"]').first().click();
  await expect(page).toHaveURL(new RegExp(`^${huOrigin}/job/${company.slug}/`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(companyHeading);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPicturesLoad(page, 1);
});

// Issue 18: the company filters waited for the search button while the job filters apply at once.
test('a company filter applies at once and keeps the focus on the control', async ({
  page,
  request,
}) => {
  const [company] = (await apiCompanies(request, 'hu', new URLSearchParams())).items;
  if (!company) throw new Error('no company');
  await gotoHydrated(page, `${huOrigin}/en/companies`);
  const search = page.getByRole('search');
  const industry = search.getByRole('combobox', { name: 'Industry' });
  // As a keyboard user does: the focus is on the select when its choice changes.
  await industry.focus();
  await industry.selectOption(company.industry);
  await expect(page).toHaveURL(`${huOrigin}/en/companies?industry=${company.industry}`);
  await expectListMatchesApi(page, request, 'hu', 'en');
  await expect(industry).toBeFocused();
  await search.getByRole('checkbox', { name: 'Remote' }).check();
  await expect(page).toHaveURL(/[?&]extras=remote/);
  await expect(industry).toHaveValue(company.industry);
});

test('unfollowing on /followed-companies says what the company page says', async ({
  page,
  request,
}) => {
  const [company] = (await apiCompanies(request, 'hu', new URLSearchParams())).items;
  if (!company) throw new Error('no company');
  await signUp(
    { request: page.request, origin: huOrigin },
    { emailPrefix: 'unfollower', firstName: 'Dóra', lastName: 'Követő' },
  );
  await gotoHydrated(page, `${huOrigin}/en/company/${company.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Follow', pressed: false }).click();
  await expect(page.getByText(`You now follow ${company.name}`, { exact: true })).toBeVisible();
  await gotoHydrated(page, `${huOrigin}/en/followed-companies`);
  await page.getByRole('main').getByRole('button', { pressed: true }).first().click();
  await expect(
    page.getByText(`You no longer follow ${company.name}`, { exact: true }),
  ).toBeVisible();
});
