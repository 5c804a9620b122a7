// The Candidate Shortlist page (issue 6, spec §2: landing and order modal, candidate guard): a
// signed-in job seeker orders it and the team's mail carries the order; a guest goes to login and
// comes back; an employer gets the guard's message to use the company profile. axe on each state.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pageApi, candidatePassword as password, signUp } from './accounts';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated } from './hydration';
import { employerAccount, huOrigin, ports, roOrigin } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

const texts = {
  hu: {
    heading: 'Candidate Shortlist',
    intro: /5 érdeklődő jelöltet/,
    order: 'Candidate Shortlist megrendelése',
    name: 'Név',
    email: 'E-mail cím',
    phone: 'Telefonszám',
    company: 'Cégnév',
    position: 'A betöltendő pozíció megnevezése',
    remarks: 'Egyéb megjegyzés',
    terms: 'Elfogadom a fizetős Candidate Shortlist szolgáltatás feltételeit.',
    send: 'Megrendelés küldése',
    nameRequired: 'A név megadása kötelező.',
    sent: 'Köszönjük, megkaptuk az üzenetedet.',
    ordered: 'Köszönjük, megkaptuk a megrendelésedet. Hamarosan felvesszük veled a kapcsolatot.',
    candidateOnlyTitle: 'Álláskeresőknek',
    candidateOnly:
      'Ez az oldal álláskeresőknek szól. Munkáltatóként kérjük, használd a cégprofilodat.',
  },
  ro: {
    heading: 'Candidate Shortlist',
    intro: /5 candidați interesați/,
    order: 'Comandă Candidate Shortlist',
    name: 'Nume',
    email: 'Adresă de e-mail',
    phone: 'Număr de telefon',
    company: 'Numele companiei',
    position: 'Denumirea postului vacant',
    remarks: 'Alte observații',
    terms: 'Accept condițiile serviciului plătit Candidate Shortlist.',
    send: 'Trimite comanda',
    nameRequired: 'Numele este obligatoriu.',
    sent: 'Mulțumim, am primit mesajul tău.',
    ordered: 'Îți mulțumim, am primit comanda ta. Te contactăm în curând.',
    candidateOnlyTitle: 'Pentru candidați',
    candidateOnly:
      'Această pagină este pentru candidați. Ca angajator, te rugăm să folosești profilul companiei.',
  },
  en: {
    heading: 'Candidate Shortlist',
    intro: /5 interested candidates/,
    order: 'Order the Candidate Shortlist',
    name: 'Name',
    email: 'Email address',
    phone: 'Phone number',
    company: 'Company name',
    position: 'Title of the vacant position',
    remarks: 'Other remarks',
    terms: 'I accept the terms of the paid Candidate Shortlist service.',
    send: 'Send order',
    nameRequired: 'The name field is required.',
    sent: 'Thank you, we have received your message.',
    ordered: 'Thank you, we have received your order. We will contact you soon.',
    candidateOnlyTitle: 'For job seekers',
    candidateOnly: 'This page is for candidates. As an employer, please use your company profile.',
  },
} as const;

type Lang = keyof typeof texts;

const variants = [
  { site: 'HU', origin: huOrigin, prefix: '', lang: 'hu', phone: '06 20 123 4567' },
  { site: 'RO', origin: roOrigin, prefix: '', lang: 'ro', phone: '0721 234 567' },
  { site: 'HU', origin: huOrigin, prefix: '/en', lang: 'en', phone: '+36 30 765 4321' },
] as const;

/** A job seeker registered through the gateway's auth proxy from the page, which is then signed in. */
async function signUpCandidate(page: Page, origin: string, lang: Lang): Promise<string> {
  await gotoHydrated(page, `${origin}/`);
  const { email } = await signUp(
    { page },
    {
      emailPrefix: `shortlist.${lang}`,
      firstName: 'Réka',
      lastName: 'Szőke',
      residence: origin === roOrigin ? 'Cluj-Napoca' : 'Budapest',
      levels: ['medior'],
      locale: lang,
      region: origin === roOrigin ? 'ro' : 'hu',
    },
  );
  return email;
}

/** The team's notification mails of Candidate Shortlist orders in the api's dev outbox. */
async function orderMails(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`${apiUrl}/_dev/outbox`);
  expect(answer.status()).toBe(200);
  const mails = (await answer.json()) as { kind: string; text: string }[];
  return mails.filter((m) => m.kind === 'form-candidate-shortlist').map((m) => m.text);
}

for (const { site, origin, prefix, lang, phone } of variants) {
  const t = texts[lang];

  test(`${site} ${prefix || '/'}: a signed-in candidate orders the Candidate Shortlist (${lang})`, async ({
    page,
    request,
  }) => {
    const email = await signUpCandidate(page, origin, lang);
    const response = await gotoHydrated(page, `${origin}${prefix}/candidate-shortlist`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByText(t.intro)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t.order }).click();
    const dialog = page.getByRole('dialog', { name: t.order });
    await expect(dialog).toBeVisible();
    // Signed in, so no bot check: the order goes straight to the api.
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(dialog.getByText(t.nameRequired)).toBeVisible();
    await expectNoAxeViolations(page);

    const company = `Shortlist ${site} ${lang} ${Date.now()}`;
    await dialog.getByRole('textbox', { name: t.name, exact: true }).fill('Szőke Réka');
    await dialog.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: t.phone, exact: true }).fill(phone);
    await dialog.getByRole('textbox', { name: t.company, exact: true }).fill(company);
    await dialog.getByRole('textbox', { name: t.position, exact: true }).fill('Adatelemző');
    await dialog
      .getByRole('textbox', { name: t.remarks })
      .fill('Kezdés: ősszel, ötnapos munkahét.');
    await dialog.getByRole('checkbox', { name: t.terms }).check();
    await dialog.getByRole('button', { name: t.send }).click();

    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible({
      timeout: 15_000,
    });
    await expect(dialog).toHaveCount(0);
    // The page keeps the order's confirmation once the toast has gone.
    await expect(page.getByRole('status').filter({ hasText: t.ordered })).toBeVisible();

    // The stored order reaches the team as a notification mail with what was sent.
    await expect
      .poll(async () => (await orderMails(request)).find((text) => text.includes(company)) ?? '')
      .toContain(`email: ${email}`);
    const mail = (await orderMails(request)).find((text) => text.includes(company)) ?? '';
    expect(mail).toContain('positionTitle: Adatelemző');
    expect(mail).toContain('remarks: Kezdés: ősszel, ötnapos munkahét.');
  });
}

test('HU /en: a guest is sent to login and comes back to the Candidate Shortlist (en)', async ({
  page,
  browser,
}) => {
  // The account is made in a context of its own, so this page stays a guest until it logs in.
  const other = await browser.newPage();
  const email = await signUpCandidate(other, huOrigin, 'en');
  await other.close();

  const response = await gotoHydrated(page, `${huOrigin}/en/candidate-shortlist`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${huOrigin}/en/login?redirect=%2Fen%2Fcandidate-shortlist`);
  await expect(page.getByRole('button', { name: texts.en.order })).toHaveCount(0);

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password\W*$/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(`${huOrigin}/en/candidate-shortlist`);
  await expect(page.getByRole('heading', { level: 1, name: texts.en.heading })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.en.order })).toBeVisible();
  await expect(page.getByRole('button', { name: /Réka Szőke|Szőke Réka/ })).toBeVisible();
});

for (const { site, origin, prefix, lang } of variants) {
  const t = texts[lang];

  test(`${site} ${prefix || '/'}: an employer is told to use the company profile (${lang})`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${origin}/`);
    expect((await pageApi(page, 'POST', '/csrf')).status).toBe(204);
    const loggedIn = await pageApi(page, 'POST', '/login', {
      ...employerAccount,
      userType: 'employer',
    });
    expect(loggedIn.status).toBe(200);

    const response = await gotoHydrated(page, `${origin}${prefix}/candidate-shortlist`);
    expect(response?.status()).toBe(403);
    await expect(page).toHaveURL(`${origin}${prefix}/candidate-shortlist`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('main').getByText(t.candidateOnly)).toBeVisible();
    await expect(page.getByRole('button', { name: t.order })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: t.candidateOnlyTitle })).toBeVisible();
    await expect(page).toHaveTitle(t.candidateOnlyTitle);
    await expectNoAxeViolations(page);
  });
}
