// Applicants (issue 12), in hu, ro and en on both sites: a company with a published ad (made
// through the gateway as the dashboard makes it), a job seeker who applies on the ad's page with
// their profile and a guest who applies with a CV, the employer who finds both in the applicants
// list, opens each application and shortlists it with a message, the job seeker who sees the new
// status and the message on "My applications", and both who get it by mail in the language they
// applied in.
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { pageApi, signUp } from './accounts';
import { expectNoAxeViolations, tinyPdf } from './checks';
import { signUpEmployer } from './employerSignUp';
import { gotoHydrated, waitForHydration } from './hydration';
import { huOrigin, ports, roOrigin } from './servers';

type Lang = 'hu' | 'ro' | 'en';

const texts = {
  hu: {
    apply: 'Jelentkezem',
    dialog: 'Jelentkezés az állásra',
    method: 'Csak az elérhetőségeimmel',
    consent: 'Hozzájárulok, hogy az allas továbbítsa a jelentkezésem adatait a hirdetőnek.',
    submit: 'Jelentkezés elküldése',
    sentHeading: 'Jelentkezés elküldve',
    applicants: 'Jelentkezők',
    newCount: 'Új: 1',
    viewed: 'Megnézve',
    message: 'Üzenet a jelöltnek (nem kötelező)',
    shortlist: 'Kiválasztom',
    saved: 'Elmentettük: Kiválasztva. A jelöltet e-mailben értesítettük.',
    myApplications: 'Jelentkezéseim',
    status: 'Állapot: Továbbjutottál',
    mailSubject: 'Jelentkezésed új állapota: továbbjutottál',
    guestLastName: 'Vezetéknév',
    guestFirstName: 'Keresztnév',
    guestEmail: 'E-mail-cím',
    guestPhone: 'Telefonszám',
    botChecked: 'A robotszűrés sikeres.',
    bothNew: 'Új: 2',
    cv: 'Önéletrajz letöltése (PDF)',
  },
  ro: {
    apply: 'Aplică acum',
    dialog: 'Aplică la acest job',
    method: 'Doar cu datele de contact',
    consent: 'Sunt de acord ca allas să transmită datele aplicației mele angajatorului.',
    submit: 'Trimite aplicația',
    sentHeading: 'Aplicație trimisă',
    applicants: 'Candidați',
    newCount: 'Nou: 1',
    viewed: 'Văzut',
    message: 'Mesaj pentru candidat (opțional)',
    shortlist: 'Pune pe lista scurtă',
    saved: 'Salvat: Pe lista scurtă. I-am scris candidatului pe e-mail.',
    myApplications: 'Aplicările mele',
    status: 'Stare: Ai trecut în etapa următoare',
    mailSubject: 'Candidatura ta are o stare nouă: ai trecut în etapa următoare',
    guestLastName: 'Nume',
    guestFirstName: 'Prenume',
    guestEmail: 'E-mail',
    guestPhone: 'Telefon',
    botChecked: 'Verificarea anti-robot a reușit.',
    bothNew: 'Nou: 2',
    cv: 'Descarcă CV-ul (PDF)',
  },
  en: {
    apply: 'Apply now',
    dialog: 'Apply for this job',
    method: 'With my contact details only',
    consent: 'I agree that allas passes my application data to the advertiser.',
    submit: 'Send application',
    sentHeading: 'Application sent',
    applicants: 'Applicants',
    newCount: 'New: 1',
    viewed: 'Viewed',
    message: 'Message to the candidate (optional)',
    shortlist: 'Shortlist',
    saved: 'Saved: Shortlisted. We have told the candidate by email.',
    myApplications: 'My applications',
    status: 'Status: Shortlisted',
    mailSubject: 'Your application has a new status: shortlisted',
    guestLastName: 'Last name',
    guestFirstName: 'First name',
    guestEmail: 'Email',
    guestPhone: 'Phone',
    botChecked: 'Bot check passed.',
    bothNew: 'New: 2',
    cv: 'Download the CV (PDF)',
  },
} as const;

const variants: { site: 'HU' | 'RO'; origin: string; prefix: string; lang: Lang }[] = [
  { site: 'HU', origin: huOrigin, prefix: '', lang: 'hu' },
  { site: 'RO', origin: roOrigin, prefix: '', lang: 'ro' },
  { site: 'HU', origin: huOrigin, prefix: '/en', lang: 'en' },
];

const apiUrl = `http://127.0.0.1:${ports.api}`;

/** Publishes an ad with the company's free ad, as the dashboard does; answers its public path. */
async function publishAd(page: Page, site: 'HU' | 'RO', title: string) {
  const region = site === 'HU' ? 'hu' : 'ro';
  const tree = (await pageApi(page, 'GET', `/categories?region=${region}`)).body as {
    slug: string;
    subcategories: { slug: string }[];
  }[];
  const cities = (await pageApi(page, 'GET', `/locations?region=${region}`)).body as {
    slug: string;
  }[];
  const category = tree.find((c) => c.subcategories.length > 0);
  const draft = await pageApi(page, 'POST', '/employer/jobs', {
    title,
    description: 'Ügyfeleink kérdéseire válaszolsz telefonon és e-mailben. Betanítást adunk.',
    language: site === 'HU' ? 'hu' : 'ro',
    location: cities[0]?.slug,
    category: category?.slug,
    type: 'fullTime',
    level: 'junior',
    salary:
      site === 'HU'
        ? { min: 450_000, max: 550_000, currency: 'HUF', basis: 'gross', period: 'month' }
        : { min: 5_000, max: 6_500, currency: 'RON', basis: 'gross', period: 'month' },
    replyWithinDays: 7,
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const { id } = draft.body as { id: number };
  const published = await pageApi(page, 'POST', `/employer/jobs/${id}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const { slug, companySlug } = published.body as { slug: string; companySlug: string };
  return `/job/${companySlug}/${slug}`;
}

/** A job seeker of the site, signed in in a context of their own. */
async function signedInCandidate(browser: Browser, origin: string, lang: Lang) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, `${origin}/`);
  const account = await signUp(
    { page },
    {
      emailPrefix: 'applicant',
      firstName: 'Ilona',
      lastName: 'Szőke',
      locale: lang,
      region: origin === roOrigin ? 'ro' : 'hu',
      phone: origin === roOrigin ? '+40 721 234 567' : '+36 20 123 4567',
    },
  );
  return { page, email: account.email, close: () => context.close() };
}

type Texts = (typeof texts)[Lang];

/** A guest applies on the ad's page with a CV, in a context of their own; answers their address. */
async function guestApplies(browser: Browser, adUrl: string, t: Texts, site: 'HU' | 'RO') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `guest.${Date.now()}@example.com`;
  await gotoHydrated(page, adUrl);
  await page.getByRole('button', { name: t.apply }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t.guestLastName, exact: true }).fill('Kovács');
  await dialog.getByRole('textbox', { name: t.guestFirstName, exact: true }).fill('Bence');
  await dialog.getByRole('textbox', { name: t.guestEmail, exact: true }).fill(email);
  await dialog
    .getByRole('textbox', { name: t.guestPhone, exact: true })
    .fill(site === 'HU' ? '20 123 4567' : '712 345 678');
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'oneletrajz.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await dialog.getByRole('checkbox', { name: t.consent }).check();
  await expect(dialog.getByRole('status').filter({ hasText: t.botChecked })).toBeVisible();
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('dialog', { name: t.sentHeading })).toBeVisible();
  await context.close();
  return email;
}

/** The application-status mail to `email` that carries `message` (the api's development outbox). */
async function statusMail(page: Page, email: string, message: string) {
  const outbox = await page.request.get(`${apiUrl}/_dev/outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.status()).toBe(200);
  const mails = (await outbox.json()) as { subject: string; text: string; kind: string }[];
  return mails.find((m) => m.kind === 'application-status' && m.text.includes(message));
}

/** The employer opens `name`'s application and shortlists it with `message`. */
async function shortlist(page: Page, t: Texts, name: string, message: string) {
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(t.viewed, { exact: true })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: t.message }).fill(message);
  await page.getByRole('button', { name: t.shortlist }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
}

for (const { site, origin, prefix, lang } of variants) {
  test(`${site} ${prefix || '/'}: a job seeker and a guest apply, the employer shortlists them with a message, and they see it (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(210_000);
    const t = texts[lang];
    await signUpEmployer(page, origin, site === 'HU' ? 'hu' : 'ro', { locale: lang });
    const title = `Ügyfélkapcsolati munkatárs ${Date.now()}`;
    const adPath = await publishAd(page, site, title);

    // The job seeker applies on the ad's page, in the page's language.
    const candidate = await signedInCandidate(browser, origin, lang);
    await gotoHydrated(candidate.page, `${origin}${prefix}${adPath}`);
    await candidate.page.getByRole('button', { name: t.apply }).click();
    const dialog = candidate.page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: t.method }).check();
    await dialog.getByRole('checkbox', { name: t.consent }).check();
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(candidate.page.getByRole('dialog', { name: t.sentHeading })).toBeVisible();

    // A guest applies too, with a CV.
    const guestEmail = await guestApplies(browser, `${origin}${prefix}${adPath}`, t, site);

    // The employer finds both among the applicants, new, and shortlists the job seeker.
    await gotoHydrated(page, `${origin}${prefix}/employer/applicants`);
    await expect(page.getByRole('heading', { level: 1, name: t.applicants })).toBeVisible();
    await expect(page.getByText(t.bothNew)).toBeVisible();
    await expectNoAxeViolations(page);
    const message = `Köszönjük! Hamarosan hívunk (${lang}).`;
    await shortlist(page, t, 'Szőke Ilona', message);
    await expect(page.getByRole('link', { name: candidate.email })).toBeVisible();

    // The job seeker sees the status and the message on "My applications".
    await gotoHydrated(candidate.page, `${origin}${prefix}/my-applications`);
    await expect(
      candidate.page.getByRole('heading', { level: 1, name: t.myApplications }),
    ).toBeVisible();
    const row = candidate.page.getByRole('article').filter({ hasText: title });
    await expect(row.getByText(t.status)).toBeVisible();
    await expect(row.getByText(message)).toBeVisible();
    await expectNoAxeViolations(candidate.page);
    // And by mail, in the language they applied in.
    expect((await statusMail(page, candidate.email, message))?.subject).toContain(t.mailSubject);

    // The guest's application carries the CV, served to this employer; shortlisted, the guest
    // learns it by mail in the language they applied in.
    await gotoHydrated(page, `${origin}${prefix}/employer/applicants`);
    const guestMessage = `Várjuk az interjún (${lang}).`;
    await shortlist(page, t, 'Kovács Bence', guestMessage);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.cv }).click();
    const cv = await readFile(String(await (await download).path()));
    expect(cv.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await statusMail(page, guestEmail, guestMessage))?.subject).toContain(t.mailSubject);
    await candidate.close();
  });
}
