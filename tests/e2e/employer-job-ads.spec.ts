// The employer's job ads (issue 12), on HU in Hungarian, on RO in Romanian (a CUI at registration)
// and on RO in English: a new company registers, writes an ad with a pay range typed as the page's
// language writes amounts (an ambiguous amount is refused first), publishes it with the company's
// free ad and finds it, with its pay range as the page formats it, in the site's job search; the
// second ad is saved but refused publication (no credits), in the form and in the list, with the
// api's message in the page's language.
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { type Lang, type NewCompanyVariant, registerCompany } from './employerRegistration';
import { gotoHydrated, waitForHydration } from './hydration';
import { huOrigin, roOrigin } from './servers';

const texts = {
  hu: {
    dashboardLink: 'Adj fel álláshirdetést',
    listHeading: 'Álláshirdetések',
    empty: 'Még nincs álláshirdetésed',
    freeAd: 'A céged első hirdetése ingyenes: a közzététel napjától 30 napig fut.',
    newAd: 'Új álláshirdetés',
    saveDraft: 'Mentés piszkozatként',
    titleRequired: 'Add meg a munkakör megnevezését!',
    saveAndPublish: 'Mentés és közzététel',
    title: /Pozíció megnevezése/,
    description: /Leírás/,
    descriptionText: 'Ügyfeleink kérdéseire válaszolsz telefonon és e-mailben. Betanítást adunk.',
    city: /Város/,
    category: /^Kategória/,
    type: /Foglalkoztatás típusa/,
    typeChoice: 'Teljes munkaidő',
    level: /Tapasztalati szint/,
    currency: /Pénznem/,
    salaryMin: /Bér alsó határa/,
    salaryMax: /Bér felső határa/,
    amountRefused: 'Az összeget egész számként add meg, például: 5 000 vagy 5000.',
    online: 'Aktív',
    daysLeft: /Még (30|29) nap/,
    noApplicants: 'Még nincs jelentkező',
    noCreditsLeft: /Az ingyenes hirdetést már felhasználtad/,
    publishFailed: 'A hirdetést piszkozatként elmentettük, de nem került közzétételre',
    noCredits:
      'Az ingyenes hirdetésedet már felhasználtad, és nincs több hirdetési kredited. A hirdetés közzétételéhez rendelj hirdetési csomagot!',
    back: 'Vissza a hirdetéseidhez',
    draft: 'Piszkozat',
    publish: 'Közzététel',
    actionFailed: 'Ez nem sikerült',
  },
  ro: {
    dashboardLink: 'Publică un anunț de angajare',
    listHeading: 'Anunțuri de angajare',
    empty: 'Nu ai încă niciun anunț',
    freeAd: 'Primul anunț al companiei tale este gratuit: rulează 30 de zile din ziua publicării.',
    newAd: 'Anunț nou',
    saveDraft: 'Salvează ciorna',
    titleRequired: 'Completează denumirea postului!',
    saveAndPublish: 'Salvează și publică',
    title: /Titlul postului/,
    description: /Descriere/,
    descriptionText: 'Răspunzi la întrebările clienților la telefon și pe e-mail. Te instruim.',
    city: /Oraș/,
    category: /^Categorie/,
    type: /Tipul angajării/,
    typeChoice: 'Normă întreagă',
    level: /Nivel de experiență/,
    currency: /Moneda/,
    salaryMin: /Salariul minim/,
    salaryMax: /Salariul maxim/,
    amountRefused: 'Completează suma ca număr întreg, de exemplu: 5.000 sau 5000.',
    online: 'Activ',
    daysLeft: /(30|29) de zile rămase/,
    noApplicants: 'Niciun candidat încă',
    noCreditsLeft: /Ai folosit anunțul gratuit și nu mai ai credite/,
    publishFailed: 'Anunțul a fost salvat ca ciornă, dar nu a fost publicat',
    noCredits:
      'Ai folosit deja anunțul gratuit și nu mai ai credite de anunț. Comandă un pachet de anunțuri pentru a publica acest anunț.',
    back: 'Înapoi la anunțurile tale',
    draft: 'Ciornă',
    publish: 'Publică',
    actionFailed: 'Acțiunea nu a reușit',
  },
  en: {
    dashboardLink: 'Post a job ad',
    listHeading: 'Job ads',
    empty: 'You have no job ads yet',
    freeAd: "Your company's first ad is free: it runs for 30 days from the day you publish it.",
    newAd: 'New job ad',
    saveDraft: 'Save draft',
    titleRequired: 'Give the job title.',
    saveAndPublish: 'Save and publish',
    title: /Job title/,
    description: /Description/,
    descriptionText: 'You answer our customers by phone and email. We train you.',
    city: /City/,
    category: /^Category/,
    type: /Employment type/,
    typeChoice: 'Full-time',
    level: /Experience level/,
    currency: /Currency/,
    salaryMin: /Lowest pay/,
    salaryMax: /Highest pay/,
    amountRefused: 'Give the amount as a whole number, such as 5,000 or 5000.',
    online: 'Online',
    daysLeft: /(30|29) days left/,
    noApplicants: 'No applicants yet',
    noCreditsLeft: /You have used the free ad and have no credits left/,
    publishFailed: 'The ad is saved as a draft but not published',
    noCredits:
      'Your free ad is used and you have no ad credits left. Order an ad package to publish this ad.',
    back: 'Back to your job ads',
    draft: 'Draft',
    publish: 'Publish',
    actionFailed: 'That did not work',
  },
} as const;

/**
 * The journey's variants: the site, its language, the pay range typed as that language writes
 * amounts (and one it must refuse rather than misread), and the range as the job search shows it.
 */
const variants: (NewCompanyVariant & {
  currency: 'HUF' | 'RON';
  pay: { refused: string; min: string; max: string; shown: string };
})[] = [
  {
    site: 'HU',
    origin: huOrigin,
    prefix: '',
    lang: 'hu',
    company: 'Hirdető Gépgyártó Kft.',
    person: { lastName: 'Őry', firstName: 'Zsófia' },
    currency: 'HUF',
    pay: { refused: '450.0000', min: '450 000', max: '550000', shown: '450 000–550 000 Ft' },
  },
  {
    site: 'RO',
    origin: roOrigin,
    prefix: '',
    lang: 'ro',
    company: 'Brașov Ambalaje SRL',
    person: { lastName: 'Țăranu', firstName: 'Ștefania' },
    currency: 'RON',
    pay: { refused: '50.0000', min: '5.000', max: '6.500', shown: '5.000 - 6.500 RON' },
  },
  {
    site: 'RO',
    origin: roOrigin,
    prefix: '/en',
    lang: 'en',
    company: 'Iași Software Services SRL',
    person: { lastName: 'Popescu', firstName: 'Andrei' },
    currency: 'RON',
    pay: { refused: '5.000', min: '5,000', max: '6,500', shown: 'RON 5,000–6,500' },
  },
];

/** Letters only, so the search finds the ad by one word of its own. */
const randomWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** Intl prints no-break and narrow no-break spaces: any space in `text` matches any of them. */
const withAnySpaces = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\\u00a0\\u202f]'));

type Texts = (typeof texts)[Lang];

/** Fills the ad form by its labels: the first city and category of the site, a monthly range. */
async function fillAd(page: Page, t: Texts, title: string, pay: { min: string; max: string }) {
  await page.getByRole('textbox', { name: t.title }).fill(title);
  await page.getByRole('textbox', { name: t.description }).fill(t.descriptionText);
  await page.getByRole('combobox', { name: t.city }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: t.category }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: t.type }).selectOption({ label: t.typeChoice });
  await page.getByRole('combobox', { name: t.level }).selectOption({ label: 'Junior' });
  await page.getByRole('textbox', { name: t.salaryMin }).fill(pay.min);
  await page.getByRole('textbox', { name: t.salaryMax }).fill(pay.max);
}

for (const { site, origin, prefix, lang, company, person, currency, pay } of variants) {
  const t = texts[lang];
  const at = (path: string) => `${origin}${prefix}${path}`;

  test(`${site} ${prefix || '/'}: an employer posts the free ad with a pay range, finds it in the job search, and is told a second one needs credits (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await registerCompany(
      page,
      { site, origin, prefix, lang },
      { name: `${company} ${Date.now()}`, ...person },
    );

    // From the dashboard to the empty list, which says the first ad is free.
    await page.getByRole('link', { name: t.dashboardLink }).click();
    await expect(page).toHaveURL(at('/employer/jobs'));
    await expect(page.getByRole('heading', { level: 1, name: t.listHeading })).toBeVisible();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByText(t.freeAd)).toBeVisible();
    await expectNoAxeViolations(page);

    // The form checks every field before anything is sent, and starts at the first.
    await page.getByRole('link', { name: t.newAd }).click();
    await expect(page).toHaveURL(at('/employer/jobs/new'));
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: t.currency })).toHaveValue(currency);
    await page.getByRole('button', { name: t.saveDraft }).click();
    await expect(page.getByText(t.titleRequired)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.title })).toBeFocused();
    await expectNoAxeViolations(page);

    // An amount the page's language could read two ways is refused, not misread.
    const word = randomWord();
    const title = `${company.split(' ')[0]} ${word}`;
    await fillAd(page, t, title, { min: pay.refused, max: pay.max });
    await page.getByRole('button', { name: t.saveAndPublish }).click();
    await expect(page.getByRole('textbox', { name: t.salaryMin })).toHaveAccessibleDescription(
      t.amountRefused,
    );
    await expect(page.getByRole('textbox', { name: t.salaryMin })).toBeFocused();
    await expect(page).toHaveURL(at('/employer/jobs/new'));

    await page.getByRole('textbox', { name: t.salaryMin }).fill(pay.min);
    await page.getByRole('button', { name: t.saveAndPublish }).click();

    // Published with the free ad: online in the list with its 30 days.
    await expect(page).toHaveURL(at('/employer/jobs'));
    const row = page.getByRole('article').filter({ hasText: title });
    await expect(row.getByText(t.online, { exact: true })).toBeVisible();
    await expect(row.getByText(t.daysLeft)).toBeVisible();
    await expect(row.getByText(t.noApplicants)).toBeVisible();
    await expect(page.getByText(t.noCreditsLeft)).toBeVisible();

    // The site's job search finds it, with its pay range as the page formats amounts.
    await gotoHydrated(page, at(`/jobs?q=${word}`));
    const card = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: title }),
    });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(withAnySpaces(pay.shown))).toBeVisible();

    // The second ad is saved, but not published: no credits left.
    await gotoHydrated(page, at('/employer/jobs/new'));
    const second = `${company.split(' ')[0]} ${randomWord()}`;
    await fillAd(page, t, second, pay);
    await page.getByRole('button', { name: t.saveAndPublish }).click();
    await expect(page.getByText(t.publishFailed)).toBeVisible();
    await expect(page.getByRole('main').getByText(t.noCredits)).toBeVisible();
    await expect(page).toHaveURL(at('/employer/jobs/new'));

    // In the list, the draft's publish button gets the same answer as an alert.
    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL(at('/employer/jobs'));
    await waitForHydration(page);
    const draft = page.getByRole('article').filter({ hasText: second });
    await expect(draft.getByText(t.draft, { exact: true })).toBeVisible();
    await draft.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.actionFailed })).toContainText(
      t.noCredits,
    );
    await expect(draft.getByText(t.draft, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
