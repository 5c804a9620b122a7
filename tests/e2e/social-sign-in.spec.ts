// Social sign-in against the local provider (issue 14): the api runs with SOCIAL_DEV_PROVIDER=1
// (playwright.config.ts), so LinkedIn, Google and Facebook are all played by oauth2-mock-server on a
// loopback port, with its own sign-in page. A person registers with a provider, signs out, signs in
// with the provider again, and is refused a password login with the spec's message.
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated } from './hydration';
import { huOrigin, roOrigin } from './servers';

const variants = [
  {
    lang: 'hu',
    origin: huOrigin,
    prefix: '',
    provider: 'Google',
    continueWith: 'Folytatás Google-fiókkal',
    registrationTitle: 'Regisztráció közösségi fiókkal',
    submit: 'Profil létrehozása',
    solved: 'Ellenőrizve: nem vagy robot.',
    terms: /Elfogadom a felhasználási feltételeket/,
    privacy: /Elfogadom az adatkezelési tájékoztatót/,
    logOut: 'Kijelentkezés',
    logIn: 'Bejelentkezés',
    submitLogIn: 'Bejelentkezés',
    refused: 'Ezzel az e-mail-címmel közösségi fiókkal regisztráltál!',
    cancelled:
      'Megszakítottad a bejelentkezést a szolgáltatónál. Próbáld újra, vagy jelentkezz be az email-címeddel.',
  },
  {
    lang: 'ro',
    origin: roOrigin,
    prefix: '',
    provider: 'LinkedIn',
    continueWith: 'Continuă cu LinkedIn',
    registrationTitle: 'Înregistrare cu un cont social',
    submit: 'Creează-mi profilul',
    solved: 'Verificat: nu ești robot.',
    terms: /Accept termenii de utilizare/,
    privacy: /Accept politica de confidențialitate/,
    logOut: 'Deconectare',
    logIn: 'Autentificare',
    submitLogIn: 'Autentifică-te',
    refused: 'Te-ai înregistrat cu această adresă de e-mail printr-un cont de rețea socială!',
    cancelled:
      'Ai anulat autentificarea la furnizor. Încearcă din nou sau autentifică-te cu adresa de email.',
  },
  {
    lang: 'en',
    origin: huOrigin,
    prefix: '/en',
    provider: 'Facebook',
    continueWith: 'Continue with Facebook',
    registrationTitle: 'Registration with a social account',
    submit: 'Create my profile',
    solved: 'Checked: you are not a robot.',
    terms: /I accept the user agreement/,
    privacy: /I accept the privacy policy/,
    logOut: 'Log out',
    logIn: 'Log in',
    submitLogIn: 'Log in',
    refused: 'You have registered this email address with a social account!',
    cancelled:
      'You cancelled signing in at the provider. Try again, or log in with your email address.',
  },
] as const;

/** At the local provider's sign-in page: who signs in. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Local sign-in provider' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Tünde');
  await page.getByLabel('Last name').fill('Ördög-Szász');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const v of variants) {
  test(`register with ${v.provider}, sign out, sign in with it, password login refused (${v.lang})`, async ({
    page,
  }) => {
    const email = `kozossegi.${v.lang}.${randomBytes(4).toString('hex')}@example.hu`;
    await gotoHydrated(page, `${v.origin}${v.prefix}/registration`);
    await page.getByRole('link', { name: v.continueWith }).click();
    await signInAtProvider(page, email);

    // A first sign-in: the social registration, filled in from the provider.
    await expect(page).toHaveURL(
      new RegExp(`${v.prefix}/social-registration\\?provider=${v.provider.toLowerCase()}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: v.registrationTitle })).toBeVisible();
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await expect(page.locator('input[name="firstName"]')).toHaveValue('Tünde');
    await expect(page.locator('input[name="lastName"]')).toHaveValue('Ördög-Szász');
    await expect(page.getByText(v.solved)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('combobox').selectOption({ index: 1 });
    await page.getByRole('checkbox', { name: 'Junior' }).check();
    await page.getByRole('checkbox', { name: v.terms }).check();
    await page.getByRole('checkbox', { name: v.privacy }).check();
    await page.getByRole('button', { name: v.submit }).click();
    const menu = page.getByRole('button', { name: /Tünde Ördög-Szász|Ördög-Szász Tünde/ });
    await expect(menu).toBeVisible();

    await menu.click();
    await page.getByRole('menuitem', { name: v.logOut }).click();
    await expect(page.getByRole('link', { name: v.logIn }).first()).toBeVisible();

    // The next sign-in with the provider signs the same account in.
    await gotoHydrated(page, `${v.origin}${v.prefix}/login`);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: v.continueWith }).click();
    await signInAtProvider(page, email);
    await expect(menu).toBeVisible();
    await menu.click();
    await page.getByRole('menuitem', { name: v.logOut }).click();
    await expect(page.getByRole('link', { name: v.logIn }).first()).toBeVisible();

    // The account has no password: the spec's message.
    await gotoHydrated(page, `${v.origin}${v.prefix}/login`);
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill('Barmilyen-jelszo-1');
    await page.getByRole('button', { name: v.submitLogIn, exact: true }).click();
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: v.refused }),
    ).toBeVisible();
  });
}

test('cancelling at the provider comes back to the login page with the message (hu)', async ({
  page,
}) => {
  await gotoHydrated(page, `${huOrigin}/login`);
  await page.getByRole('link', { name: 'Folytatás LinkedIn-fiókkal' }).click();
  await expect(page.getByRole('heading', { name: 'Local sign-in provider' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${huOrigin}/login?social_error=cancelled`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(variants[0].cancelled);
});
