// The award (issue 11), the parts built last: a voter attaches a workplace photo on the rating
// page (pending: shown to them with its mark, to no one else), and the public results page of
// the closed, audited 2025 campaign in hu, ro and en on both sites.
import { expect, test } from '@playwright/test';
import { signUp } from './accounts';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated } from './hydration';
import { huOrigin, roOrigin } from './servers';
import { confirmEmail } from './voting-voter';

// A real 1 × 1 PNG: the api decodes it and stores it re-encoded as a JPEG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a voter attaches a workplace photo: pending, shown to them only, deletable', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, `${huOrigin}/en/`);
  const { email } = await signUp(
    { page },
    { firstName: 'Fotó', lastName: 'Feltöltő', locale: 'en' },
  );
  await gotoHydrated(page, `${huOrigin}/en/szmd/rating`);
  await page
    .getByRole('dialog', { name: 'New legal documents' })
    .getByRole('button', { name: 'I accept' })
    .click();
  const confirmPath = await confirmEmail(page, email, 'Send the confirmation link');
  await gotoHydrated(page, `${huOrigin}${confirmPath}`);
  await expect(page.getByText('Your email address is confirmed. You can vote now.')).toBeVisible();

  const card = page.getByRole('article').first();
  const company = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: png });
  await expect(
    page.getByText('Photo uploaded. Others will see it once it is approved.'),
  ).toBeVisible();
  const photo = card.getByRole('img', { name: `Photo 1 of the workplace at ${company}` });
  await expect(photo).toBeVisible();
  await expect(card.getByText('Awaiting approval')).toBeVisible();
  // The pending photo loads for its uploader (through the page's /api, with their session).
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await photo.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/api\/media\/voting\/photos\/\d+\.jpg$/);
  await expectNoAxeViolations(page);

  // Anyone else: no photo on the card, and the file itself is not found.
  const other = await browser.newContext();
  try {
    const guest = await other.newPage();
    await gotoHydrated(guest, `${huOrigin}/en/szmd/rating`);
    const same = guest.getByRole('article', { name: company });
    await expect(same).toBeVisible();
    await expect(same.getByRole('img', { name: /Photo 1 of the workplace/ })).toHaveCount(0);
    expect((await guest.request.get(`${huOrigin}${src}`)).status()).toBe(404);
  } finally {
    await other.close();
  }

  // Its uploader deletes it while it is pending.
  await card.getByRole('button', { name: 'Delete photo 1' }).click();
  await expect(page.getByText('The photo is deleted.')).toBeVisible();
  await expect(card.getByRole('img', { name: /Photo 1 of the workplace/ })).toHaveCount(0);
});

const results = {
  hu: {
    title: 'Szerethető Munkahely 2025: eredmények',
    sizes: ['Kiscég', 'Középvállalat', 'Nagyvállalat'],
    winner: 'Győztes',
    first: '1. hely',
    link: 'A 2025. évi eredmények',
    notPublic: 'A kampány eredményei még nem nyilvánosak.',
  },
  en: {
    title: 'Lovable Workplaces 2025: results',
    sizes: ['Small company', 'Medium-sized company', 'Large company'],
    winner: 'Winner',
    first: '1st place',
    link: 'Results of 2025',
    notPublic: 'The results of this campaign are not published yet.',
  },
  ro: {
    title: 'Locuri de muncă îndrăgite 2025: rezultate',
    sizes: ['Companie mică', 'Companie mijlocie', 'Companie mare'],
    winner: 'Câștigător',
    first: 'Locul 1',
    link: 'Rezultatele din 2025',
    notPublic: 'Rezultatele acestei campanii nu sunt încă publicate.',
  },
} as const;

for (const { origin, prefix, locale } of [
  { origin: huOrigin, prefix: '', locale: 'hu' },
  { origin: huOrigin, prefix: '/en', locale: 'en' },
  { origin: huOrigin, prefix: '/ro', locale: 'ro' },
  { origin: roOrigin, prefix: '', locale: 'ro' },
  { origin: roOrigin, prefix: '/en', locale: 'en' },
] as const) {
  test(`the results page of the closed 2025 campaign (${origin}${prefix || '/'}, ${locale})`, async ({
    page,
  }) => {
    const t = results[locale];
    // The voting page links the latest published results.
    await gotoHydrated(page, `${origin}${prefix}/szmd/rating`);
    await page.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/szmd/results$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    for (const size of t.sizes) {
      await expect(page.getByRole('heading', { level: 2, name: size })).toBeVisible();
    }
    // Each category with nominees has its winner first: rank 1 and a share of the votes.
    const winners = page.getByRole('main').getByRole('listitem').filter({ hasText: t.winner });
    expect(await winners.count()).toBeGreaterThan(0);
    for (const winner of await winners.all()) {
      await expect(winner).toContainText(t.first);
      await expect(winner).toContainText('%');
    }
    await expectNoAxeViolations(page);
    // A campaign before its audit is a real page that says so; a year without one is a 404.
    const open = await gotoHydrated(
      page,
      `${origin}${prefix}/szmd/results?year=${new Date().getFullYear()}`,
    );
    expect(open?.status()).toBe(200);
    await expect(page.getByText(t.notPublic)).toBeVisible();
    const none = await page.goto(`${origin}${prefix}/szmd/results?year=2019`);
    expect(none?.status()).toBe(404);
  });
}
