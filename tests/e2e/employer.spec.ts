import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated } from './hydration';
import { huOrigin, ports, roOrigin } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

/** What the pages say, per language (the site's employer messages and core's validation texts). */
const texts = {
  hu: {
    branding: 'Munkáltatói márkaépítés az allasszal',
    freeAd: 'Az első álláshirdetésed ingyenes, és 30 napig használhatod.',
    shortlist: /5 érdeklődő jelöltet.*Felvételi garanciát nem vállalunk/,
    claims: ['28%-kal alacsonyabb fluktuáció', '84%-a váltana'],
    contact: 'Kapcsolat',
    groups: [
      'Ügyfélszolgálat álláskeresőknek',
      'B2B ügyfélszolgálat',
      'Céges kapcsolattartók',
      'Vezetőség',
      'Marketing',
      'Fejlesztés',
    ],
    premium: 'Prémium toborzás',
    name: 'Név',
    email: 'E-mail cím',
    phone: 'Telefonszám',
    company: 'Cégnév',
    position: 'A betöltendő pozíció megnevezése',
    send: 'Ajánlatkérés küldése',
    nameRequired: 'A név megadása kötelező.',
    companyRequired: 'A cégnév megadása kötelező.',
    emailInvalid: 'Helyes e-mail címet adj meg!',
    sent: 'Köszönjük, megkaptuk a kérésedet.',
    workshop: 'Ingyenes workshopvideó a munkáltatói márkaépítésről',
    newsletter: 'Iratkozz fel hírleveleinkre',
    itJobs: 'IT-állások',
    subscribe: 'Feliratkozom',
    newsletterSent: /Nézd meg a postafiókodat/,
  },
  ro: {
    branding: 'Employer branding cu allas',
    freeAd: 'Primul tău anunț de angajare este gratuit și poate fi folosit 30 de zile.',
    shortlist: /5 candidați interesați.*Nu garantăm angajarea/,
    claims: ['fluctuație de personal cu 28', /84\s%\sdintre oameni/],
    contact: 'Contactează-ne',
    groups: [
      'Relații cu clienții pentru candidați',
      'Relații cu clienții B2B',
      'Persoane de contact pentru companii',
      'Conducere',
      'Marketing',
      'Dezvoltare',
    ],
    premium: 'Recrutare premium',
    name: 'Nume',
    email: 'Adresă de e-mail',
    phone: 'Număr de telefon',
    company: 'Numele companiei',
    position: 'Denumirea postului vacant',
    send: 'Trimite cererea',
    nameRequired: 'Numele este obligatoriu.',
    companyRequired: 'Numele companiei este obligatoriu.',
    emailInvalid: 'Adresa de e-mail nu este validă.',
    sent: 'Îți mulțumim, am primit cererea ta.',
    workshop: 'Video gratuit de la workshopul de employer branding',
    newsletter: 'Abonează-te la newsletterele noastre',
    itJobs: 'Joburi IT',
    subscribe: 'Mă abonez',
    newsletterSent: /Verifică-ți căsuța de e-mail/,
  },
  en: {
    branding: 'Employer branding with allas',
    freeAd: 'Your first job ad is free and can be used for 30 days.',
    shortlist: /5 interested candidates.*There is no hiring guarantee/,
    claims: ['28% lower staff turnover', '84% of people would switch'],
    contact: 'Contact us',
    groups: [
      'Customer service for job seekers',
      'B2B customer service',
      'Company contacts',
      'Management',
      'Marketing',
      'Development',
    ],
    premium: 'Premium recruitment',
    name: 'Name',
    email: 'Email address',
    phone: 'Phone number',
    company: 'Company name',
    position: 'Title of the vacant position',
    send: 'Send request',
    nameRequired: 'The name field is required.',
    companyRequired: 'The company name is required.',
    emailInvalid: 'Invalid email address.',
    sent: 'Thank you, we have received your request.',
    workshop: 'Free workshop video on employer branding',
    newsletter: 'Subscribe to our newsletters',
    itJobs: 'IT jobs',
    subscribe: 'Subscribe',
    newsletterSent: /Check your inbox/,
  },
} as const;

const variants = [
  { site: 'HU', origin: huOrigin, prefix: '', lang: 'hu', phone: '06 20 123 4567' },
  { site: 'HU', origin: huOrigin, prefix: '/ro', lang: 'ro', phone: '+36 20 123 4567' },
  { site: 'HU', origin: huOrigin, prefix: '/en', lang: 'en', phone: '+36 30 765 4321' },
  { site: 'RO', origin: roOrigin, prefix: '', lang: 'ro', phone: '0721 234 567' },
  { site: 'RO', origin: roOrigin, prefix: '/en', lang: 'en', phone: '+40 721 234 567' },
] as const;

for (const { site, origin, prefix, lang, phone } of variants) {
  const t = texts[lang];

  test(`${site} ${prefix || '/'}: employer branding, workshop and contact pages (${lang})`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${origin}${prefix}/employer-branding`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: t.branding })).toBeVisible();
    await expect(page.getByText(t.freeAd)).toBeVisible();
    await expect(page.getByText(t.shortlist)).toBeVisible();
    for (const claim of t.claims) await expect(page.getByText(claim)).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoHydrated(page, `${origin}${prefix}/workshop`);
    await expect(page.getByRole('heading', { level: 1, name: t.workshop })).toBeVisible();
    for (const claim of t.claims) await expect(page.getByText(claim)).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoHydrated(page, `${origin}${prefix}/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: t.contact })).toBeVisible();
    for (const group of t.groups) {
      await expect(page.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible();
    }
    // Each team has its own mailbox on the site's domain (issue 18: all six once shared one).
    const mailboxes = site === 'HU' ? ['ugyfelszolgalat', 'ertekesites'] : ['suport', 'vanzari'];
    const domain = site === 'HU' ? 'allas.hu' : 'allas.ro';
    for (const mailbox of mailboxes) {
      await expect(page.getByRole('link', { name: `${mailbox}@${domain}` })).toBeVisible();
    }
    await expect(page.getByRole('main').getByText('allas Kft.', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('allas SRL', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${site} ${prefix || '/'}: premium quote form validates, then sends (${lang})`, async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, `${origin}${prefix}/premium-toborzas`);
    await expect(page.getByRole('heading', { level: 1, name: t.premium })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: t.email, exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.nameRequired)).toBeVisible();
    await expect(page.getByText(t.companyRequired)).toBeVisible();
    await expect(page.getByText(t.emailInvalid)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.name, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(page);

    const company = `Teszt ${lang} ${site} ${Date.now()}`;
    await page.getByRole('textbox', { name: t.name, exact: true }).fill('Kovács Ágnes');
    await page
      .getByRole('textbox', { name: t.email, exact: true })
      .fill('agnes.kovacs@example.com');
    await page.getByRole('textbox', { name: t.phone, exact: true }).fill(phone);
    await page.getByRole('textbox', { name: t.company, exact: true }).fill(company);
    await page
      .getByRole('textbox', { name: t.position, exact: true })
      .fill('Senior Java-fejlesztő');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(t.nameRequired)).toHaveCount(0);

    // The team's notification mail carries what was sent.
    await expect
      .poll(async () => {
        const mails = (await (await request.get(`${apiUrl}/_dev/outbox`)).json()) as {
          kind: string;
          text: string;
        }[];
        return mails.some((m) => m.kind === 'form-premium-recruitment' && m.text.includes(company));
      })
      .toBe(true);
  });

  test(`${site} ${prefix || '/'}: newsletter sign-up asks for a confirmation (${lang})`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${origin}${prefix}/newsletter`);
    await expect(page.getByRole('heading', { level: 1, name: t.newsletter })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('textbox', { name: t.email, exact: true })
      .fill(`news.${lang}.${Date.now()}@example.com`);
    await page.getByRole('checkbox', { name: t.itJobs }).check();
    await page.getByRole('button', { name: t.subscribe }).click();
    await expect(page.getByRole('status').filter({ hasText: t.newsletterSent })).toBeVisible({
      timeout: 15_000,
    });
  });
}
