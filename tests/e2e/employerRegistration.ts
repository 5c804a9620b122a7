// The employer registration form as a person fills it, in the page's language: one table of its
// texts and one way to fill it, for every journey that starts with a new company.
import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { gotoHydrated, waitForHydration } from './hydration';
import { hungarianTaxNumber, romanianTaxNumber } from './taxNumbers';

export type Lang = 'hu' | 'ro' | 'en';
export type Site = 'HU' | 'RO';

/** A journey that starts with a new company: the site, the page's language and who registers. */
export interface NewCompanyVariant {
  site: Site;
  origin: string;
  /** The language prefix of the pages: '' for the site's default language, or '/en' … */
  prefix: string;
  lang: Lang;
  company: string;
  person: { lastName: string; firstName: string };
}

/** The registration form's texts; the tax number's label is the site's country's. */
export const registrationTexts = {
  hu: {
    heading: 'Munkáltatói regisztráció',
    companyName: 'Cégnév',
    taxNumber: { HU: 'Adószám', RO: 'Adóazonosító (CUI)' },
    industry: 'Iparág',
    industryChoice: 'Gyártás',
    size: 'Cégméret',
    sizeChoice: '250–999 fő',
    lastName: 'Vezetéknév',
    firstName: 'Keresztnév',
    email: 'E-mail-cím',
    phone: 'Telefonszám',
    password: 'Jelszó',
    passwordAgain: 'Jelszó még egyszer',
    userAgreement: 'Elfogadom a felhasználási feltételeket',
    privacyPolicy: 'Elfogadom az adatkezelési tájékoztatót',
    captchaSolved: 'Ellenőrizve: nem vagy robot.',
    submit: 'Cég regisztrálása',
    taxNumberRequired: 'Az adószám megadása kötelező.',
    dashboard: 'Munkáltatói felület',
    unpublished: 'A céges oldalad még nincs közzétéve',
    owner: 'Szerepköröd: tulajdonos',
  },
  ro: {
    heading: 'Înregistrare angajator',
    companyName: 'Numele companiei',
    taxNumber: { HU: 'Cod fiscal maghiar (adószám)', RO: 'Cod unic de înregistrare (CUI)' },
    industry: 'Domeniu de activitate',
    industryChoice: 'Logistică',
    size: 'Mărimea companiei',
    sizeChoice: '10–49 angajați',
    lastName: 'Nume de familie',
    firstName: 'Prenume',
    email: 'Adresă de e-mail',
    phone: 'Număr de telefon',
    password: 'Parolă',
    passwordAgain: 'Parola încă o dată',
    userAgreement: 'Accept termenii de utilizare',
    privacyPolicy: 'Accept politica de confidențialitate',
    captchaSolved: 'Verificat: nu ești robot.',
    submit: 'Înregistrează compania',
    taxNumberRequired: 'Codul fiscal (CUI) este obligatoriu.',
    dashboard: 'Panou angajator',
    unpublished: 'Pagina companiei tale nu este încă publicată',
    owner: 'Rolul tău: proprietar',
  },
  en: {
    heading: 'Employer registration',
    companyName: 'Company name',
    taxNumber: { HU: 'Tax number (adószám)', RO: 'Tax identification code (CUI)' },
    industry: 'Industry',
    industryChoice: 'Manufacturing',
    size: 'Company size',
    sizeChoice: '50–249 employees',
    lastName: 'Last name',
    firstName: 'First name',
    email: 'Email address',
    phone: 'Phone number',
    password: 'Password',
    passwordAgain: 'Password again',
    userAgreement: 'I accept the user agreement',
    privacyPolicy: 'I accept the privacy policy',
    captchaSolved: 'Checked: you are not a robot.',
    submit: 'Register the company',
    taxNumberRequired: 'The tax number is required.',
    dashboard: 'Employer dashboard',
    unpublished: 'Your company page is not published yet',
    owner: 'Your role: owner',
  },
} as const;

/** The password of every company registered through the form. */
export const formPassword = 'Cégjelszó-2025!';

/** What a new company registers with on a site: a valid tax number and phone of its country. */
export function companyOf(site: Site) {
  return site === 'HU'
    ? { taxNumber: hungarianTaxNumber(), phone: '30 123 4567' }
    : { taxNumber: romanianTaxNumber(), phone: '0721 234 567' };
}

/**
 * Fills the open registration form of `site` in `lang`, sends it, and waits for the dashboard the
 * new employer lands on (same origin and language prefix as the form).
 */
export async function fillRegistration(
  page: Page,
  site: Site,
  lang: Lang,
  company: { name: string; email: string; lastName: string; firstName: string },
) {
  const t = registrationTexts[lang];
  const { taxNumber, phone } = companyOf(site);
  await page.getByRole('textbox', { name: t.companyName, exact: true }).fill(company.name);
  await page.getByRole('textbox', { name: t.taxNumber[site], exact: true }).fill(taxNumber);
  await page.getByRole('combobox', { name: t.industry }).selectOption({ label: t.industryChoice });
  await page.getByRole('combobox', { name: t.size }).selectOption({ label: t.sizeChoice });
  await page.getByRole('textbox', { name: t.lastName, exact: true }).fill(company.lastName);
  await page.getByRole('textbox', { name: t.firstName, exact: true }).fill(company.firstName);
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(company.email);
  await page.getByRole('textbox', { name: t.phone }).fill(phone);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(formPassword);
  await page.getByRole('textbox', { name: t.passwordAgain, exact: true }).fill(formPassword);
  await page.getByRole('checkbox', { name: t.userAgreement }).check();
  await page.getByRole('checkbox', { name: t.privacyPolicy }).check();
  const dashboard = page.url().replace(/\/employer\/registration$/, '/employer/dashboard');
  await page.getByRole('button', { name: t.submit }).click();
  // The api hashes the new password (scrypt), which on a busy two-core machine outlasts the
  // default five seconds; the form shows its loading state meanwhile.
  await expect(page).toHaveURL(dashboard, { timeout: 20_000 });
}

/**
 * A new company registered through the form at `${origin}${prefix}/employer/registration`; the
 * employer lands on the dashboard, signed in, with the company's name as its heading.
 */
export async function registerCompany(
  page: Page,
  variant: Pick<NewCompanyVariant, 'site' | 'origin' | 'prefix' | 'lang'>,
  company: { name: string; lastName: string; firstName: string },
) {
  const { site, origin, prefix, lang } = variant;
  await gotoHydrated(page, `${origin}${prefix}/employer/registration`);
  await expect(page.getByText(registrationTexts[lang].captchaSolved)).toBeVisible();
  await fillRegistration(page, site, lang, { ...company, email: uniqueEmail('employer') });
  await expect(page).toHaveURL(`${origin}${prefix}/employer/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await waitForHydration(page);
}
