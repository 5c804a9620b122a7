// The talent pool (issue 12) on the HU site: a job seeker joins it on /user/talent-pool; an
// employer whose company has a paid ad package finds them by words, asks to get in touch; the job
// seeker accepts one company (which then sees the contact details) and declines another (which sees
// nothing more). Acceptance runs in Hungarian and English, refusal in Hungarian and Romanian.
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts';
import { expectNoAxeViolations } from './checks';
import type { Lang } from './employerRegistration';
import { signUpEmployer } from './employerSignUp';
import { gotoHydrated, waitForHydration } from './hydration';
import { huOrigin, poolEmployerAccount } from './servers';

const texts = {
  hu: {
    login: { email: 'E-mail-cím', password: 'Jelszó', submit: 'Bejelentkezés' },
    heading: 'Tehetségbázis',
    toggle: /Mutass meg a tehetségbázisban/,
    shownCity: (city: string) => `Település: ${city}`,
    joined: 'Benne vagy a tehetségbázisban.',
    oneFound: '1 álláskereső',
    ask: 'Kapcsolatfelvételt kérek',
    message: (name: string) => new RegExp(`Üzeneted neki: ${name}`),
    send: 'Megkeresés elküldése',
    sent: (name: string) => `Elküldtük a megkeresést neki: ${name}.`,
    request: 'A(z) Tehetségkereső E2E Kft. felvenné veled a kapcsolatot',
    accept: 'Elfogadom',
    accepted: 'Elfogadtad: látják az elérhetőségeidet és az önéletrajzodat.',
    acceptedByThem: 'Elfogadta a megkeresésedet',
    decline: 'Elutasítom',
    declined: 'Elutasítottad: semmi többet nem látnak rólad.',
    declinedByThem: 'Elutasította a megkeresésedet',
    packageTitle: 'A tehetségbázis a hirdetési csomagokkal jár',
    packages: 'A csomagok megtekintése',
    searchForm: 'Keresés a tehetségbázisban',
    note: 'Medior fejlesztőt keresünk, beszélgetnél velünk?',
  },
  ro: {
    login: { email: 'Adresă de e-mail', password: 'Parolă', submit: 'Autentifică-te' },
    heading: 'Baza de talente',
    toggle: /Arată-mă în baza de talente/,
    shownCity: (city: string) => `Localitate: ${city}`,
    joined: 'Ești în baza de talente.',
    oneFound: '1 candidat',
    ask: 'Cer să luăm legătura',
    message: (name: string) => new RegExp(`Mesajul tău pentru ${name}`),
    send: 'Trimite cererea',
    sent: (name: string) => `Cererea a fost trimisă către ${name}.`,
    request: 'Tehetségkereső E2E Kft. ar vrea să ia legătura cu tine',
    accept: 'Accept',
    accepted: 'Ai acceptat: îți văd datele de contact și CV-ul.',
    acceptedByThem: 'Ți-a acceptat cererea',
    decline: 'Refuz',
    declined: 'Ai refuzat: nu mai văd nimic despre tine.',
    declinedByThem: 'Ți-a refuzat cererea',
    packageTitle: 'Baza de talente vine cu un pachet de anunțuri',
    packages: 'Vezi pachetele',
    searchForm: 'Caută în baza de talente',
    note: 'Căutăm un programator mid-level, ai vrea să vorbim?',
  },
  en: {
    login: { email: 'Email address', password: 'Password', submit: 'Log in' },
    heading: 'Talent pool',
    toggle: /Show me in the talent pool/,
    shownCity: (city: string) => `City: ${city}`,
    joined: 'You are in the talent pool.',
    oneFound: '1 job seeker',
    ask: 'Ask to get in touch',
    message: (name: string) => new RegExp(`Your message to ${name}`),
    send: 'Send the request',
    sent: (name: string) => `Request sent to ${name}.`,
    request: 'Tehetségkereső E2E Kft. would like to get in touch',
    accept: 'Accept',
    accepted: 'Accepted: they see your contact details and CV.',
    acceptedByThem: 'Accepted your request',
    decline: 'Decline',
    declined: 'Declined: they see nothing more about you.',
    declinedByThem: 'Declined your request',
    packageTitle: 'The talent pool comes with an ad package',
    packages: 'See the packages',
    searchForm: 'Search the talent pool',
    note: 'We are looking for a mid-level developer, would you like to talk?',
  },
} as const;

type Texts = (typeof texts)[Lang];

/** The HU site's pages in `lang`: unprefixed in Hungarian, its default. */
const at = (lang: Lang, path: string) => `${huOrigin}${lang === 'hu' ? '' : `/${lang}`}${path}`;

/** Signs in on the employer login form in `lang`. */
async function employerLogIn(page: Page, lang: Lang, email: string, password: string) {
  const t = texts[lang].login;
  await gotoHydrated(page, at(lang, '/employer/login'));
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page).toHaveURL(at(lang, '/employer/dashboard'));
}

/** A new job seeker living in a city of their own, who joins the pool on their page in `lang`. */
async function seekerInPool(
  seeker: Page,
  lang: Lang,
  person: { firstName: string; lastName: string; city: string },
  check: (t: Texts) => Promise<void> = async () => {},
) {
  const t = texts[lang];
  await gotoHydrated(seeker, `${huOrigin}/`);
  const { email } = await signUp(
    { page: seeker },
    {
      emailPrefix: 'pool',
      firstName: person.firstName,
      lastName: person.lastName,
      residence: person.city,
      locale: lang,
    },
  );
  await gotoHydrated(seeker, at(lang, '/user/talent-pool'));
  await expect(seeker.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  const toggle = seeker.getByRole('switch', { name: t.toggle });
  await expect(toggle).not.toBeChecked();
  await check(t);
  await toggle.click();
  await expect(seeker.getByText(t.joined)).toBeVisible();
  return email;
}

/** The pool employer's search for `city` in `lang`, and the found job seeker's card. */
async function searchPool(page: Page, lang: Lang, city: string) {
  await gotoHydrated(page, at(lang, `/employer/talent-pool?q=${encodeURIComponent(city)}`));
  return page.getByRole('article').filter({ hasText: city });
}

/** From the found card, a contact request with a note, sent. */
async function askToGetInTouch(page: Page, lang: Lang, city: string, firstName: string) {
  const t = texts[lang];
  const card = await searchPool(page, lang, city);
  await card.getByRole('button', { name: t.ask }).click();
  await card.getByRole('textbox', { name: t.message(firstName) }).fill(t.note);
  await card.getByRole('button', { name: t.send }).click();
  await expect(card.getByText(t.sent(firstName))).toBeVisible();
}

for (const lang of ['hu', 'en'] as const) {
  const t = texts[lang];

  test(`HU ${lang === 'hu' ? '/' : `/${lang}`}: a job seeker joins the pool, an employer with a package asks, the job seeker accepts and the contact shows (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The job seeker: a city of their own, so the employer's search finds only them.
    const city = `Tehetségfalva${Date.now()}`;
    const seekerContext = await browser.newContext();
    const seeker = await seekerContext.newPage();
    const person = { firstName: 'Boglárka', lastName: 'Őszi', city };
    const email = await seekerInPool(seeker, lang, person, async () => {
      await expect(seeker.getByText(t.shownCity(city))).toBeVisible();
      await expectNoAxeViolations(seeker);
    });

    // The employer finds her by the city's name, without her contact details.
    await employerLogIn(page, lang, poolEmployerAccount.email, poolEmployerAccount.password);
    const card = await searchPool(page, lang, city);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByText(t.oneFound, { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { level: 2, name: person.firstName })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await askToGetInTouch(page, lang, city, person.firstName);

    // The job seeker accepts on her page.
    await gotoHydrated(seeker, at(lang, '/user/talent-pool'));
    const request = seeker.getByRole('article').filter({ hasText: t.request });
    await expect(request.getByText(t.note)).toBeVisible();
    await request.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(request.getByText(t.accepted)).toBeVisible();

    // The employer now sees her full name and contact details.
    const accepted = await searchPool(page, lang, city);
    await expect(accepted.getByRole('heading', { level: 2, name: 'Őszi Boglárka' })).toBeVisible();
    await expect(accepted.getByRole('link', { name: email })).toBeVisible();
    await expect(accepted.getByText(t.acceptedByThem)).toBeVisible();
    await seekerContext.close();
  });
}

for (const lang of ['hu', 'ro'] as const) {
  const t = texts[lang];

  test(`HU ${lang === 'hu' ? '/' : `/${lang}`}: an employer without a paid package is offered the packages, and a declined request shares nothing (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A company registered just now has no paid package: the pool is closed to it.
    await signUpEmployer(page, huOrigin, 'hu', { locale: lang });
    await gotoHydrated(page, at(lang, '/employer/talent-pool'));
    await expect(page.getByText(t.packageTitle)).toBeVisible();
    await expect(page.getByRole('link', { name: t.packages })).toBeVisible();
    await expect(page.getByRole('form', { name: t.searchForm })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Declined: the company with a package sees the answer and no contact.
    const city = `Elutasítófalva${Date.now()}`;
    const seekerContext = await browser.newContext();
    const seeker = await seekerContext.newPage();
    const person = { firstName: 'Ádám', lastName: 'Kővári', city };
    const email = await seekerInPool(seeker, lang, person);

    const employer = await browser.newContext();
    const employerPage = await employer.newPage();
    await employerLogIn(
      employerPage,
      lang,
      poolEmployerAccount.email,
      poolEmployerAccount.password,
    );
    await askToGetInTouch(employerPage, lang, city, person.firstName);

    await gotoHydrated(seeker, at(lang, '/user/talent-pool'));
    await waitForHydration(seeker);
    await seeker.getByRole('button', { name: t.decline, exact: true }).click();
    await expect(seeker.getByText(t.declined)).toBeVisible();

    const declined = await searchPool(employerPage, lang, city);
    await expect(declined.getByText(t.declinedByThem)).toBeVisible();
    await expect(declined.getByRole('heading', { level: 2, name: person.firstName })).toBeVisible();
    await expect(employerPage.getByText(email)).toHaveCount(0);
    await seekerContext.close();
    await employer.close();
  });
}
