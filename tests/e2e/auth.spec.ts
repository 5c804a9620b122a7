// Auth journeys (issue 6 screens, issue 5 §6 acceptance): the auth guard's login redirect and the
// way back, registration through the form with its bot check, the httpOnly session cookie, log
// out, the validation messages in hu, ro and en, the neutral forgotten-password answer, and the
// mailed reset link that loses its token from the URL. axe on every auth page.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { candidatePassword as password, signUp } from './accounts';
import { gotoHydrated } from './hydration';
import { huOrigin, ports, roOrigin } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A job seeker made through the gateway's auth proxy (its own request context, so no cookies here). */
async function registeredUser(request: APIRequestContext, origin: string, who: string) {
  const { email } = await signUp(
    { request, origin },
    {
      email: uniqueEmail(who),
      firstName: 'Teszt',
      lastName: who,
    },
  );
  return { email, name: `Teszt ${who}` };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function logIn(page: Page, email: string, secret: string, labels = english) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(secret);
  await page.getByRole('button', { name: labels.submit }).click();
}

const english = { email: 'Email address', password: /^Password\W*$/, submit: 'Log in' };
const romanian = { email: 'Adresă de e-mail', password: /^Parolă\W*$/, submit: 'Autentifică-te' };

test.describe('auth guard, registration and session', () => {
  test('a guarded page sends to login; registering there leads back signed in; log out clears the session (hu)', async ({
    page,
    context,
    request,
  }) => {
    const response = await gotoHydrated(page, `${huOrigin}/saved-jobs`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${huOrigin}/hu/login?redirect=%2Fsaved-jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The registration link keeps the way back.
    await page.getByRole('link', { name: 'Regisztráció', exact: true }).click();
    // In-page links leave out the default language's prefix.
    await expect(page).toHaveURL(`${huOrigin}/registration?redirect=%2Fsaved-jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Regisztráció' })).toBeVisible();
    await expect(page.getByText('Ellenőrizve: nem vagy robot.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Regisztrálok' })).toBeEnabled();
    await expectNoAxeViolations(page);

    const categories = (await (
      await request.get(`${apiUrl}/categories?region=hu`, { headers: { 'accept-language': 'hu' } })
    ).json()) as { name: string }[];
    const email = uniqueEmail('regisztracio');
    await page.getByLabel('Vezetéknév').fill('Kovács');
    await page.getByLabel('Keresztnév').fill('Ilona');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel(/^Jelszó\W*$/).fill(password);
    await page.getByLabel('Jelszó még egyszer').fill(password);
    await page.getByLabel('Lakóhely').fill('Szeged');
    await page.getByRole('textbox', { name: 'Telefonszám' }).fill('30 123 4567');
    await page.getByRole('checkbox', { name: categories[0]?.name ?? '', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Junior' }).check();
    await page.getByRole('checkbox', { name: /Elfogadom a felhasználási feltételeket/ }).check();
    await page.getByRole('checkbox', { name: /Elfogadom az adatkezelési tájékoztatót/ }).check();
    await page.getByRole('button', { name: 'Regisztrálok' }).click();

    await expect(page).toHaveURL(`${huOrigin}/saved-jobs`);
    const menu = page.getByRole('button', { name: /Kovács Ilona|Ilona Kovács/ });
    await expect(menu).toBeVisible();
    const token = (await context.cookies()).find((c) => c.name === 'token');
    expect(token?.httpOnly).toBe(true);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Kijelentkezés' }).click();
    await expect(page).toHaveURL(`${huOrigin}/`);
    await expect(page.getByRole('link', { name: 'Bejelentkezés' })).toBeVisible();
    const left = (await context.cookies()).map((c) => c.name);
    expect(left).not.toContain('token');
    expect(left).not.toContain('allas_session');
    expect(left).not.toContain('XSRF-TOKEN');
  });

  test('login: the wrong password gets the api message, the right one returns to the guarded page (en)', async ({
    page,
    context,
    request,
  }) => {
    const user = await registeredUser(request, huOrigin, 'Login');
    await gotoHydrated(page, `${huOrigin}/en/saved-jobs`);
    await expect(page).toHaveURL(`${huOrigin}/en/login?redirect=%2Fen%2Fsaved-jobs`);
    // The e2e api configures the local social provider: its three sign-in links are offered.
    await expect(
      page.getByRole('navigation', { name: 'Sign in with a social account' }).getByRole('link'),
    ).toHaveCount(3);

    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('The Email field is required.')).toBeVisible();
    await expect(page.getByText('The Password field is required.')).toBeVisible();

    await logIn(page, user.email, 'not-the-password');
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Authentication failed! Possibly wrong password!' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);

    await logIn(page, user.email, password);
    await expect(page).toHaveURL(`${huOrigin}/en/saved-jobs`);
    await expect(page.getByRole('button', { name: new RegExp(user.name) })).toBeVisible();
    const token = (await context.cookies()).find((c) => c.name === 'token');
    expect(token?.httpOnly).toBe(true);
  });

  test('the RO site: registration messages in Romanian, log in with the header showing the user (ro)', async ({
    page,
    request,
  }) => {
    // Node cannot resolve ro.localhost (browsers do): the account is made through the HU gateway.
    const user = await registeredUser(request, huOrigin, 'Popescu');
    await gotoHydrated(page, `${roOrigin}/registration`);
    await expect(page.getByRole('heading', { level: 1, name: 'Înregistrare' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Înregistrează-mă' })).toBeEnabled();
    await page.getByLabel('Adresă de e-mail').fill('ion@');
    await page.getByRole('button', { name: 'Înregistrează-mă' }).click();
    await expect(page.getByText('Adresa de e-mail nu este validă.')).toBeVisible();
    await expect(page.getByText('Numele de familie este obligatoriu.')).toBeVisible();
    await expect(page.getByText('Alege cel puțin o categorie!')).toBeVisible();
    await expect(page.getByText('Alege cel puțin un nivel!')).toBeVisible();
    await expect(
      page.getByText('Trebuie să accepți termenii și condițiile de utilizare.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoHydrated(page, `${roOrigin}/login`);
    await expect(page.getByRole('button', { name: 'Autentifică-te' })).toBeEnabled();
    await logIn(page, user.email, 'gresit-gresit', romanian);
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Autentificare eșuată! Probabil parola este greșită!' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await logIn(page, user.email, password, romanian);
    await expect(page).toHaveURL(`${roOrigin}/`);
    await expect(page.getByRole('button', { name: new RegExp(user.name) })).toBeVisible();
  });

  test('registration messages in English and Hungarian (HU site)', async ({ page }) => {
    await gotoHydrated(page, `${huOrigin}/en/registration`);
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
    await page.getByLabel(/^Password\W*$/).fill('abc');
    await page.getByLabel('Password again').fill('abd');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('The Email field is required.')).toBeVisible();
    await expect(page.getByText('The Lastname field is required.')).toBeVisible();
    await expect(page.getByText('The Firstname field is required.')).toBeVisible();
    await expect(page.getByText('Password is too short.')).toBeVisible();
    await expect(page.getByText('At least one category is required!')).toBeVisible();
    await expect(page.getByText('At least one level is required!')).toBeVisible();

    await gotoHydrated(page, `${huOrigin}/registration`);
    await expect(page.getByRole('button', { name: 'Regisztrálok' })).toBeEnabled();
    await page.getByLabel('E-mail-cím').fill('ilona.example.com');
    await page.getByRole('button', { name: 'Regisztrálok' }).click();
    await expect(page.getByText('Helyes e-mail címet adj meg!')).toBeVisible();
    await expect(page.getByText('Legalább egy szintet válassz ki!')).toBeVisible();
  });
});

test.describe('forgotten and reset password', () => {
  test('the request answers the same for a known and an unknown address (en, ro)', async ({
    page,
    request,
  }) => {
    const user = await registeredUser(request, huOrigin, 'Forgot');
    const neutral =
      'If an account exists with this email address, we have sent it a link to reset the password.';
    await gotoHydrated(page, `${huOrigin}/en/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`${huOrigin}/en/forgot-password`);
    await expectNoAxeViolations(page);
    const answers: string[] = [];
    for (const email of [user.email, uniqueEmail('nobody')]) {
      await gotoHydrated(page, `${huOrigin}/en/forgot-password`);
      await expect(page.getByRole('button', { name: 'Send the link' })).toBeEnabled();
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      const answer = page.getByRole('main').getByRole('status').filter({ hasText: neutral });
      await expect(answer).toBeVisible();
      answers.push((await answer.textContent()) ?? '');
    }
    expect(answers[0]).toBe(answers[1]);

    await gotoHydrated(page, `${roOrigin}/forgot-password`);
    await expect(page.getByRole('button', { name: 'Trimite linkul' })).toBeEnabled();
    await page.getByLabel('Adresă de e-mail').fill(uniqueEmail('nimeni'));
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(
      page
        .getByRole('main')
        .getByText(
          'Dacă există un cont cu această adresă de e-mail, i-am trimis un link pentru resetarea parolei.',
        ),
    ).toBeVisible();
  });

  test('the mailed link gets the language prefix, drops its token from the URL, and the new password works (hu)', async ({
    page,
    request,
  }) => {
    const user = await registeredUser(request, huOrigin, 'Reset');
    const asked = await request.post(`${huOrigin}/api/forgot-password`, {
      headers: {
        'X-XSRF-TOKEN':
          (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
      },
      data: { email: user.email },
    });
    expect(asked.status()).toBe(200);
    const outbox = (await (
      await request.get(`${apiUrl}/_dev/outbox?to=${encodeURIComponent(user.email)}`)
    ).json()) as { kind: string; text: string }[];
    const mail = outbox.find((m) => m.kind === 'password-reset');
    const token = mail?.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();

    // The link as an old mail or a typed address has it: no language prefix.
    await gotoHydrated(page, `${huOrigin}/reset-password?token=${token}`);
    await expect(page).toHaveURL(`${huOrigin}/hu/reset-password`);
    expect(page.url()).not.toContain('token');
    await expect(page.getByRole('heading', { level: 1, name: 'Új jelszó' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Új jelszó mentése' })).toBeEnabled();
    await expectNoAxeViolations(page);

    const newPassword = 'Uj-Jelszo-2026!';
    await page.getByLabel(/^Új jelszó\W*$/).fill(newPassword);
    await page.getByLabel('Jelszó még egyszer').fill(newPassword);
    await page.getByRole('button', { name: 'Új jelszó mentése' }).click();
    await expect(page).toHaveURL(`${huOrigin}/login`);

    await page.getByLabel('E-mail-cím').fill(user.email);
    await page.getByLabel(/^Jelszó\W*$/).fill(password);
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Sikertelen azonosítás! Hibás email-jelszó páros!' }),
    ).toBeVisible();
    await page.getByLabel(/^Jelszó\W*$/).fill(newPassword);
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page).toHaveURL(`${huOrigin}/`);
    await expect(page.getByRole('button', { name: new RegExp(user.name) })).toBeVisible();
  });
});
