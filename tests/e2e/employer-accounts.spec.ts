// The employer's own accounts (issue 12): an employer registers the company on the HU site (adószám)
// and on the RO site (CUI) and lands on the dashboard; the wrong login type is refused both ways
// with the spec's message and no session; a job seeker gets the 403 page on the dashboard and an
// employer on a job seeker's pages; a guest is sent to the employer login and comes back.
import { expect, type Page, test } from '@playwright/test';
import { candidatePassword, pageApi, signUp, uniqueEmail } from './accounts';
import { expectNoAxeViolations } from './checks';
import { fillRegistration, registrationTexts } from './employerRegistration';
import { employerPassword, signUpEmployer } from './employerSignUp';
import { gotoHydrated } from './hydration';
import { employerAccount, huOrigin, roOrigin } from './servers';

const registrations = [
  {
    site: 'HU',
    origin: huOrigin,
    lang: 'hu',
    company: 'Őrségi Gépgyártó Kft.',
    person: { lastName: 'Szőke', firstName: 'Ágnes' },
  },
  {
    site: 'RO',
    origin: roOrigin,
    lang: 'ro',
    company: 'Mureș Logistică SRL',
    person: { lastName: 'Ștefănescu', firstName: 'Ioana' },
  },
] as const;

for (const { site, origin, lang, company, person } of registrations) {
  const t = registrationTexts[lang];

  test(`${site} /: an employer registers the company and lands on the dashboard (${lang})`, async ({
    page,
    context,
  }) => {
    const response = await gotoHydrated(page, `${origin}/employer/registration`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByText(t.captchaSolved)).toBeVisible();

    // The form checks the fields in the page's language before anything is sent.
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.taxNumberRequired)).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail(`employer.${lang}`);
    const name = `${company} ${Date.now()}`;
    await fillRegistration(page, site, lang, { name, email, ...person });

    await expect(page).toHaveURL(`${origin}/employer/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(t.unpublished)).toBeVisible();
    await expect(page.getByText(t.owner)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(t.dashboard));
    expect((await context.cookies()).find((c) => c.name === 'token')?.httpOnly).toBe(true);
    await expectNoAxeViolations(page);

    // The account is the company's owner, signed in as an employer.
    const profile = await pageApi(page, 'GET', '/profile');
    expect(profile.body).toMatchObject({ email, userType: 'employer' });
  });
}

const wrongType = {
  hu: {
    heading: 'Munkáltatói bejelentkezés',
    email: 'E-mail-cím',
    password: 'Jelszó',
    submit: 'Bejelentkezés',
    message: 'Kérjük, az álláskeresői profilodba jelentkezz be!',
    otherLogin: 'Álláskeresői bejelentkezés',
  },
  en: {
    heading: 'Log in',
    email: 'Email address',
    password: 'Password',
    submit: 'Log in',
    message: 'Please log in to your company profile!',
    otherLogin: 'Employer login',
  },
} as const;

/** Fills a login form and sends it. */
async function logIn(
  page: Page,
  texts: (typeof wrongType)['hu' | 'en'],
  email: string,
  password: string,
) {
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: texts.password, exact: true }).fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

/** The session the page's browser has: the api's profile through the gateway, or its refusal. */
async function sessionStatus(page: Page): Promise<number> {
  return (await pageApi(page, 'GET', '/profile')).status;
}

test('HU /: a job seeker on the employer login is told to use their profile, and gets no session (hu)', async ({
  page,
  request,
}) => {
  const { email } = await signUp(
    { request, origin: huOrigin },
    { firstName: 'Réka', lastName: 'Kovács', emailPrefix: 'wrong-type.hu', locale: 'hu' },
  );
  const t = wrongType.hu;
  await gotoHydrated(page, `${huOrigin}/employer/login`);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: t.otherLogin })).toHaveAttribute('href', '/login');
  await logIn(page, t, email, candidatePassword);
  await expect(page.getByRole('main').getByText(t.message)).toBeVisible();
  await expect(page).toHaveURL(`${huOrigin}/employer/login`);
  expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
  expect(await sessionStatus(page)).toBe(401);
  await expectNoAxeViolations(page);
});

test('RO /en: an employer on the job seekers’ login is told to use the company profile, and gets no session (en)', async ({
  page,
}) => {
  const t = wrongType.en;
  await gotoHydrated(page, `${roOrigin}/en/login`);
  await expect(page.getByRole('link', { name: t.otherLogin })).toHaveAttribute(
    'href',
    '/en/employer/login',
  );
  await logIn(page, t, employerAccount.email, employerAccount.password);
  await expect(page.getByRole('main').getByText(t.message)).toBeVisible();
  await expect(page).toHaveURL(`${roOrigin}/en/login`);
  expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
  expect(await sessionStatus(page)).toBe(401);
});

/** An employer registered through the gateway from inside `page`, which is then signed in. */
test('HU /en: a guest is sent to the employer login and comes back to the dashboard (en)', async ({
  page,
  browser,
}) => {
  const other = await browser.newPage();
  const { email, company } = await signUpEmployer(other, huOrigin, 'hu');
  await other.close();

  await gotoHydrated(page, `${huOrigin}/en/employer/dashboard`);
  await expect(page).toHaveURL(
    `${huOrigin}/en/employer/login?redirect=%2Fen%2Femployer%2Fdashboard`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Employer login' })).toBeVisible();
  await logIn(page, wrongType.en, email, employerPassword);
  await expect(page).toHaveURL(`${huOrigin}/en/employer/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByText('Your company page is not published yet')).toBeVisible();
});

const refusals = {
  hu: {
    employerOnlyTitle: 'Munkáltatóknak',
    employerOnly:
      'Ez az oldal munkáltatóknak szól. Álláskeresőként kérjük, használd az álláskeresői profilodat.',
    candidateOnlyTitle: 'Álláskeresőknek',
  },
  ro: {
    employerOnlyTitle: 'Pentru angajatori',
    employerOnly:
      'Această pagină este pentru angajatori. Dacă ești candidat, te rugăm să folosești profilul tău de candidat.',
    candidateOnlyTitle: 'Pentru candidați',
  },
} as const;

for (const { site, origin, lang } of [
  { site: 'HU', origin: huOrigin, lang: 'hu' },
  { site: 'RO', origin: roOrigin, lang: 'ro' },
] as const) {
  const t = refusals[lang];

  test(`${site} /: a job seeker opening the employer dashboard gets the 403 page (${lang})`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${origin}/`);
    await signUp(
      { page },
      {
        firstName: 'Bence',
        lastName: 'Tóth',
        emailPrefix: `dashboard.${lang}`,
        locale: lang,
        region: lang,
      },
    );
    const response = await gotoHydrated(page, `${origin}/employer/dashboard`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: t.employerOnlyTitle })).toBeVisible();
    await expect(page.getByRole('main').getByText(t.employerOnly)).toBeVisible();
    await expect(page).toHaveTitle(t.employerOnlyTitle);
    await expectNoAxeViolations(page);
  });

  test(`${site} /: an employer opening a job seeker's pages gets the 403 page (${lang})`, async ({
    page,
  }) => {
    await signUpEmployer(page, origin, lang);
    for (const path of ['/user/account', '/my-applications', '/saved-jobs']) {
      const response = await gotoHydrated(page, `${origin}${path}`);
      expect(response?.status(), path).toBe(403);
      await expect(
        page.getByRole('heading', { level: 1, name: t.candidateOnlyTitle }),
      ).toBeVisible();
    }
  });
}
