// The employer's job ads (issue 12): a new company registers on the HU site, writes an ad with a pay
// range from the dashboard, publishes it with the company's free ad and finds it in the site's job
// search; the second ad is saved but refused publication (no credits), in the form and in the list,
// with the api's message in the page's language.
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated, waitForHydration } from './hydration';
import { huOrigin } from './servers';
import { hungarianTaxNumber } from './taxNumbers';

const employerPassword = 'Hirdetés-2025!';
const noCredits =
  'Az ingyenes hirdetésedet már felhasználtad, és nincs több hirdetési kredited. A hirdetés közzétételéhez rendelj hirdetési csomagot!';

/** Letters only, so the search finds the ad by one word of its own. */
const randomWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** A new HU company through the registration form; the employer lands on the dashboard. */
async function registerCompany(page: Page) {
  await gotoHydrated(page, `${huOrigin}/employer/registration`);
  await expect(page.getByText('Ellenőrizve: nem vagy robot.')).toBeVisible();
  const name = `Hirdető Gépgyártó Kft. ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Cégnév', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Adószám', exact: true }).fill(hungarianTaxNumber());
  await page.getByRole('combobox', { name: 'Iparág' }).selectOption({ label: 'Gyártás' });
  await page.getByRole('combobox', { name: 'Cégméret' }).selectOption({ label: '10–49 fő' });
  await page.getByRole('textbox', { name: 'Vezetéknév', exact: true }).fill('Őry');
  await page.getByRole('textbox', { name: 'Keresztnév', exact: true }).fill('Zsófia');
  await page
    .getByRole('textbox', { name: 'E-mail-cím', exact: true })
    .fill(`hirdeto.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByRole('textbox', { name: 'Telefonszám' }).fill('30 123 4567');
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(employerPassword);
  await page
    .getByRole('textbox', { name: 'Jelszó még egyszer', exact: true })
    .fill(employerPassword);
  await page.getByRole('checkbox', { name: 'Elfogadom a felhasználási feltételeket' }).check();
  await page.getByRole('checkbox', { name: 'Elfogadom az adatkezelési tájékoztatót' }).check();
  await page.getByRole('button', { name: 'Cég regisztrálása' }).click();
  await expect(page).toHaveURL(`${huOrigin}/employer/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForHydration(page);
}

/** Fills the ad form: the first city and category of the site, a gross monthly pay range. */
async function fillAd(page: Page, title: string) {
  await page.getByRole('textbox', { name: /Pozíció megnevezése/ }).fill(title);
  await page
    .getByRole('textbox', { name: /Leírás/ })
    .fill('Ügyfeleink kérdéseire válaszolsz telefonon és e-mailben. Betanítást adunk.');
  await page.getByRole('combobox', { name: /Város/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Kategória/ }).selectOption({ index: 1 });
  await page
    .getByRole('combobox', { name: /Foglalkoztatás típusa/ })
    .selectOption({ label: 'Teljes munkaidő' });
  await page
    .getByRole('combobox', { name: /Tapasztalati szint/ })
    .selectOption({ label: 'Junior' });
  await page.getByRole('textbox', { name: /Bér alsó határa/ }).fill('450 000');
  await page.getByRole('textbox', { name: /Bér felső határa/ }).fill('550000');
}

test('HU /: an employer posts the free ad with a pay range, finds it in the job search, and is told a second one needs credits (hu)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerCompany(page);

  // From the dashboard to the empty list, which says the first ad is free.
  await page.getByRole('link', { name: 'Adj fel álláshirdetést' }).click();
  await expect(page).toHaveURL(`${huOrigin}/employer/jobs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Álláshirdetések' })).toBeVisible();
  await expect(page.getByText('Még nincs álláshirdetésed')).toBeVisible();
  await expect(
    page.getByText('A céged első hirdetése ingyenes: a közzététel napjától 30 napig fut.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The form checks the pay range before anything is sent.
  await page.getByRole('link', { name: 'Új álláshirdetés' }).click();
  await expect(page).toHaveURL(`${huOrigin}/employer/jobs/new`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Mentés piszkozatként' }).click();
  await expect(page.getByText('Add meg a munkakör megnevezését!')).toBeVisible();
  await expectNoAxeViolations(page);

  const word = randomWord();
  const title = `Ügyfélszolgálati munkatárs ${word}`;
  await fillAd(page, title);
  await page.getByRole('button', { name: 'Mentés és közzététel' }).click();

  // Published with the free ad: online in the list with its 30 days.
  await expect(page).toHaveURL(`${huOrigin}/employer/jobs`);
  const row = page.getByRole('article').filter({ hasText: title });
  await expect(row.getByText('Aktív')).toBeVisible();
  await expect(row.getByText(/Még (30|29) nap/)).toBeVisible();
  await expect(row.getByText('Még nincs jelentkező')).toBeVisible();
  await expect(page.getByText(/Az ingyenes hirdetést már felhasználtad/)).toBeVisible();

  // The site's job search finds it, with its pay range.
  await gotoHydrated(page, `${huOrigin}/jobs?q=${word}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The second ad is saved, but not published: no credits left.
  await gotoHydrated(page, `${huOrigin}/employer/jobs/new`);
  const second = `Raktári munkatárs ${randomWord()}`;
  await fillAd(page, second);
  await page.getByRole('button', { name: 'Mentés és közzététel' }).click();
  await expect(
    page.getByText('A hirdetést piszkozatként elmentettük, de nem került közzétételre'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(noCredits)).toBeVisible();
  await expect(page).toHaveURL(`${huOrigin}/employer/jobs/new`);

  // In the list, the draft's publish button gets the same answer as an alert.
  await page.getByRole('link', { name: 'Vissza a hirdetéseidhez' }).click();
  await expect(page).toHaveURL(`${huOrigin}/employer/jobs`);
  await waitForHydration(page);
  const draft = page.getByRole('article').filter({ hasText: second });
  await expect(draft.getByText('Piszkozat')).toBeVisible();
  await draft.getByRole('button', { name: 'Közzététel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ez nem sikerült' })).toContainText(
    noCredits,
  );
  await expect(draft.getByText('Piszkozat')).toBeVisible();
  await expectNoAxeViolations(page);
});
