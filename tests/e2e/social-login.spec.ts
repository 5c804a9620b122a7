// Social login's completion and the social-registration notice (issue 6 screens). The whole flow
// with the provider is social-sign-in.spec.ts (issue 14); here the api's test-only
// /_test/social-login-codes route (mounted only with SOCIAL_LOGIN_TEST_CODES, which
// playwright.config.ts sets and production refuses) issues it for the browser's session.
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { signUp } from './accounts';
import { expectNoAxeViolations } from './checks';
import { huOrigin, ports, roOrigin } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

/** A job seeker registered through the gateway in its own request context (the page stays a guest). */
async function registeredUser(request: APIRequestContext, who: string) {
  const { email } = await signUp(
    { request, origin: huOrigin },
    {
      emailPrefix: who,
      firstName: 'Szociális',
      lastName: who,
      residence: 'Debrecen',
      locale: 'hu',
    },
  );
  return { email, name: `${who} Szociális|Szociális ${who}` };
}

/** Starts a session in the page's browser and has the api issue a code bound to it. */
async function codeForBrowser(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  email: string,
  origin = huOrigin,
) {
  expect((await page.request.post(`${origin}/api/csrf`)).status()).toBe(204);
  const host = new URL(origin).hostname;
  const session = (await context.cookies(origin)).find(
    (c) => c.name === 'allas_session' && c.domain.replace(/^\./, '') === host,
  )?.value;
  expect(session).toBeTruthy();
  const issued = await request.post(`${apiUrl}/_test/social-login-codes`, {
    data: { email, provider: 'google', session: decodeURIComponent(session ?? '') },
  });
  expect(issued.status()).toBe(200);
  return ((await issued.json()) as { token: string }).token;
}

test.describe('social login completion', () => {
  test('a code link without the language prefix gets it, then loses the code from the URL with no referrer', async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext({ maxRedirects: 0 });
    try {
      const bare = await request.get(
        `${huOrigin}/social-login-success?token=abc123&redirect=%2Fjobs`,
      );
      expect(bare.status()).toBeGreaterThanOrEqual(301);
      expect(bare.status()).toBeLessThanOrEqual(308);
      expect(bare.headers().location).toBe(
        '/hu/social-login-success?token=abc123&redirect=%2Fjobs',
      );
      expect(bare.headers()['referrer-policy']).toBe('no-referrer');

      const prefixed = await request.get(
        `${huOrigin}/hu/social-login-success?token=abc123&redirect=%2Fjobs`,
      );
      expect(prefixed.status()).toBe(302);
      expect(prefixed.headers().location).toBe('/hu/social-login-success?redirect=%2Fjobs');
      expect(prefixed.headers()['referrer-policy']).toBe('no-referrer');
      const codeCookie = prefixed
        .headersArray()
        .find(
          (h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('allas_social_code='),
        );
      expect(codeCookie?.value).toContain('HttpOnly');
      expect(codeCookie?.value).toContain('Max-Age=60');

      // The page without the code holds the session's XSRF token for its form: never cached.
      const clean = await request.get(`${huOrigin}/hu/social-login-success?redirect=%2Fjobs`);
      expect(clean.status()).toBe(200);
      expect(clean.headers()['cache-control']).toContain('no-store');
    } finally {
      await request.dispose();
    }
  });

  test('a valid code signs in: httpOnly token cookie, no code in the URL, back where the visitor was (hu)', async ({
    page,
    context,
    request,
  }) => {
    const user = await registeredUser(request, 'Google');
    const code = await codeForBrowser(page, context, request, user.email);
    await page.goto(`${huOrigin}/social-login-success?token=${code}&redirect=%2Fsaved-jobs`);
    await expect(page).toHaveURL(`${huOrigin}/saved-jobs`);
    expect(page.url()).not.toContain(code);
    await expect(page.getByRole('button', { name: new RegExp(user.name) })).toBeVisible();
    const token = (await context.cookies()).find((c) => c.name === 'token');
    expect(token?.httpOnly).toBe(true);
    expect(token?.value).not.toBe(code);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('allas_social_code');
    // The page before the sign-in was the code's page without the code.
    await page.goBack();
    expect(page.url()).not.toContain(code);

    // The same code a second time, now in English: refused with the way back to login.
    await page.goto(`${huOrigin}/en/social-login-success?token=${code}`);
    await expect(page).toHaveURL(`${huOrigin}/en/social-login-success`);
    await expect(
      page.getByText('This sign-in link is invalid or has expired. Please sign in again.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    await expectNoAxeViolations(page);
  });

  test('without JavaScript the page still signs in with its button (en)', async ({
    browser,
    request,
  }) => {
    const user = await registeredUser(request, 'Linkedin');
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const code = await codeForBrowser(page, context, request, user.email);
      await page.goto(`${huOrigin}/en/social-login-success?token=${code}`);
      await expect(page).toHaveURL(`${huOrigin}/en/social-login-success`);
      await expect(page.getByRole('heading', { level: 1, name: 'Signing in' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue signing in' }).click();
      await expect(page).toHaveURL(`${huOrigin}/en`);
      await expect(page.getByRole('button', { name: new RegExp(user.name) })).toBeVisible();
      const token = (await context.cookies()).find((c) => c.name === 'token');
      expect(token?.httpOnly).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('an unknown code, or a code issued to another browser, shows the message (hu)', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const user = await registeredUser(request, 'Facebook');
    // The attacker's own code, sent to a victim: bound to the attacker's session, it fails here.
    const attacker = await browser.newContext();
    try {
      const attackerPage = await attacker.newPage();
      const code = await codeForBrowser(attackerPage, attacker, request, user.email);
      expect((await page.request.post(`${huOrigin}/api/csrf`)).status()).toBe(204);
      await page.goto(`${huOrigin}/social-login-success?token=${code}`);
      await expect(page).toHaveURL(`${huOrigin}/hu/social-login-success`);
      await expect(
        page.getByText(
          'Ez a bejelentkezési link érvénytelen vagy lejárt. Kérjük, jelentkezz be újra.',
        ),
      ).toBeVisible();
      expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
    } finally {
      await attacker.close();
    }
    await page.goto(`${huOrigin}/hu/social-login-success?token=nem-letezo-kod`);
    await expect(
      page.getByText(
        'Ez a bejelentkezési link érvénytelen vagy lejárt. Kérjük, jelentkezz be újra.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tovább a bejelentkezéshez' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('social registration', () => {
  test('without a registration a provider started in this browser, says so and offers email registration and login (hu, en, ro)', async ({
    page,
  }) => {
    await page.goto(`${huOrigin}/social-registration?provider=linkedin`);
    await expect(page).toHaveURL(`${huOrigin}/hu/social-registration?provider=linkedin`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Regisztráció közösségi fiókkal' }),
    ).toBeVisible();
    await expect(
      page.getByText(/Ez a közösségi regisztráció lejárt, vagy másik böngészőben indult\./),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Regisztráció email-címmel' }).click();
    await expect(page).toHaveURL(/\/hu\/registration$|\/registration$/);

    await page.goto(`${huOrigin}/en/social-registration?provider=facebook`);
    await expect(
      page.getByText(/This social registration has expired or was started in another browser\./),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    await page.goto(`${huOrigin}/en/social-registration?provider=myspace`);
    await expect(
      page.getByText(/This registration link does not name a LinkedIn, Facebook or Google account/),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // The RO site has the page too, in Romanian (the browser resolves ro.localhost).
    await page.goto(`${roOrigin}/social-registration?provider=google`);
    await expect(page).toHaveURL(`${roOrigin}/ro/social-registration?provider=google`);
    await expect(
      page.getByText(/Această înregistrare socială a expirat sau a fost începută în alt browser\./),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Înregistrare cu email' })).toBeVisible();
  });
});
