// The talent pool (issue 12): a job seeker joins it on /user/talent-pool; an employer whose company
// has a paid ad package finds them by words, asks to get in touch; the job seeker accepts one
// company (which then sees the contact details) and declines another (which sees nothing more).
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts';
import { expectNoAxeViolations } from './checks';
import { signUpEmployer } from './employerSignUp';
import { gotoHydrated, waitForHydration } from './hydration';
import { huOrigin, poolEmployerAccount } from './servers';

/** Signs in on the employer login form (HU, Hungarian). */
async function employerLogIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, `${huOrigin}/employer/login`);
  await page.getByRole('textbox', { name: 'E-mail-cím', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
  await expect(page).toHaveURL(`${huOrigin}/employer/dashboard`);
}

test('HU /: a job seeker joins the pool, an employer with a package asks, the job seeker accepts and the contact shows (hu)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The job seeker: a city of their own, so the employer's search finds only them.
  const city = `Tehetségfalva${Date.now()}`;
  const seekerContext = await browser.newContext();
  const seeker = await seekerContext.newPage();
  await gotoHydrated(seeker, `${huOrigin}/`);
  const { email } = await signUp(
    { page: seeker },
    { emailPrefix: 'pool', firstName: 'Boglárka', lastName: 'Őszi', residence: city, locale: 'hu' },
  );
  await gotoHydrated(seeker, `${huOrigin}/user/talent-pool`);
  await expect(seeker.getByRole('heading', { level: 1, name: 'Tehetségbázis' })).toBeVisible();
  const toggle = seeker.getByRole('switch', { name: /Mutass meg a tehetségbázisban/ });
  await expect(toggle).not.toBeChecked();
  await expect(seeker.getByText(`Település: ${city}`)).toBeVisible();
  await expectNoAxeViolations(seeker);
  await toggle.click();
  await expect(seeker.getByText('Benne vagy a tehetségbázisban.')).toBeVisible();

  // The employer finds her by the city's name, without her contact details.
  await employerLogIn(page, poolEmployerAccount.email, poolEmployerAccount.password);
  await gotoHydrated(page, `${huOrigin}/employer/talent-pool?q=${encodeURIComponent(city)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tehetségbázis' })).toBeVisible();
  await expect(page.getByText('1 álláskereső')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: city });
  await expect(card.getByRole('heading', { level: 2, name: 'Boglárka' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Kapcsolatfelvételt kérek' }).click();
  await card
    .getByRole('textbox', { name: /Üzeneted neki: Boglárka/ })
    .fill('Medior fejlesztőt keresünk, beszélgetnél velünk?');
  await card.getByRole('button', { name: 'Megkeresés elküldése' }).click();
  await expect(card.getByText('Elküldtük a megkeresést neki: Boglárka.')).toBeVisible();

  // The job seeker accepts on her page.
  await gotoHydrated(seeker, `${huOrigin}/user/talent-pool`);
  const request = seeker
    .getByRole('article')
    .filter({ hasText: 'A(z) Tehetségkereső E2E Kft. felvenné veled a kapcsolatot' });
  await expect(request.getByText('Medior fejlesztőt keresünk, beszélgetnél velünk?')).toBeVisible();
  await request.getByRole('button', { name: 'Elfogadom' }).click();
  await expect(
    request.getByText('Elfogadtad: látják az elérhetőségeidet és az önéletrajzodat.'),
  ).toBeVisible();

  // The employer now sees her full name and contact details.
  await gotoHydrated(page, `${huOrigin}/employer/talent-pool?q=${encodeURIComponent(city)}`);
  const accepted = page.getByRole('article').filter({ hasText: city });
  await expect(accepted.getByRole('heading', { level: 2, name: 'Őszi Boglárka' })).toBeVisible();
  await expect(accepted.getByRole('link', { name: email })).toBeVisible();
  await expect(accepted.getByText('Elfogadta a megkeresésedet')).toBeVisible();
  await seekerContext.close();
});

test('HU /: an employer without a paid package is offered the packages, and a declined request shares nothing (hu)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A company registered just now has no paid package: the pool is closed to it.
  await signUpEmployer(page, huOrigin, 'hu', { locale: 'hu' });
  await gotoHydrated(page, `${huOrigin}/employer/talent-pool`);
  await expect(page.getByText('A tehetségbázis a hirdetési csomagokkal jár')).toBeVisible();
  await expect(page.getByRole('link', { name: 'A csomagok megtekintése' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Keresés a tehetségbázisban' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Declined: the company with a package sees the answer and no contact.
  const city = `Elutasítófalva${Date.now()}`;
  const seekerContext = await browser.newContext();
  const seeker = await seekerContext.newPage();
  await gotoHydrated(seeker, `${huOrigin}/`);
  const { email } = await signUp(
    { page: seeker },
    { emailPrefix: 'pool', firstName: 'Ádám', lastName: 'Kővári', residence: city, locale: 'hu' },
  );
  await gotoHydrated(seeker, `${huOrigin}/user/talent-pool`);
  await seeker.getByRole('switch', { name: /Mutass meg a tehetségbázisban/ }).click();
  await expect(seeker.getByText('Benne vagy a tehetségbázisban.')).toBeVisible();

  const employer = await browser.newContext();
  const employerPage = await employer.newPage();
  await employerLogIn(employerPage, poolEmployerAccount.email, poolEmployerAccount.password);
  await gotoHydrated(
    employerPage,
    `${huOrigin}/employer/talent-pool?q=${encodeURIComponent(city)}`,
  );
  const card = employerPage.getByRole('article').filter({ hasText: city });
  await card.getByRole('button', { name: 'Kapcsolatfelvételt kérek' }).click();
  await card.getByRole('textbox', { name: /Üzeneted neki: Ádám/ }).fill('Beszélgetnél velünk?');
  await card.getByRole('button', { name: 'Megkeresés elküldése' }).click();
  await expect(card.getByText('Elküldtük a megkeresést neki: Ádám.')).toBeVisible();

  await gotoHydrated(seeker, `${huOrigin}/user/talent-pool`);
  await waitForHydration(seeker);
  await seeker.getByRole('button', { name: 'Elutasítom' }).click();
  await expect(seeker.getByText('Elutasítottad: semmi többet nem látnak rólad.')).toBeVisible();

  await gotoHydrated(
    employerPage,
    `${huOrigin}/employer/talent-pool?q=${encodeURIComponent(city)}`,
  );
  const declined = employerPage.getByRole('article').filter({ hasText: city });
  await expect(declined.getByText('Elutasította a megkeresésedet')).toBeVisible();
  await expect(declined.getByRole('heading', { level: 2, name: 'Ádám' })).toBeVisible();
  await expect(employerPage.getByText(email)).toHaveCount(0);
  await seekerContext.close();
  await employer.close();
});
