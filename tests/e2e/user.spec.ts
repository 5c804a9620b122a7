import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { candidatePassword as PASSWORD, pageApi, signUp } from './accounts';
import { expectNoAxeViolations, tinyPdf } from './checks';
import { gotoHydrated, reloadHydrated } from './hydration';
import { huOrigin, roOrigin } from './servers';

// The candidate's journey of issue 6 through the signed-in area: register → log in (through the
// auth guard and back) → save a job on its page → follow a company → both lists show them → apply
// with the own profile → my applications shows it → the account pages → change the password and
// log in with the new one → delete the profile by typing the email → signed out.

type Lang = 'hu' | 'ro' | 'en';

/** What the visitor reads, per language (the site's texts). */
const texts = {
  hu: {
    emailLabel: 'E-mail-cím',
    passwordLabel: 'Jelszó',
    logIn: 'Bejelentkezés',
    jobSave: 'Állás mentése',
    jobUnsave: 'Törlés a mentett állások közül',
    nav: 'Fiókom',
    account: 'Profilom',
    residence: 'Lakhely',
    saveAccount: 'Változtatások mentése',
    saved: 'A változtatásokat elmentettük.',
    exportData: 'Adataim letöltése',
    savedJobs: 'Mentett állások',
    unsaved: 'Eltávolítva a mentett állások közül',
    followed: 'Követett cégek',
    applications: 'Jelentkezéseim',
    statusReceived: 'Állapot: Beérkezett',
    notifications: 'Értesítések',
    followedSwitch: 'Követett cégek',
    linkedin: 'LinkedIn-profil',
    linkedinUrl: 'LinkedIn-profil URL-je',
    linkedinSave: 'Mentés',
    cv: 'Önéletrajzom',
    cvUploaded: 'Az önéletrajzod feltöltöttük.',
    password: 'Jelszócsere',
    currentPassword: 'Jelenlegi jelszó',
    newPassword: 'Új jelszó',
    confirmPassword: 'Új jelszó még egyszer',
    changePassword: 'Jelszó módosítása',
    passwordChanged: 'A jelszavad megváltozott. A többi eszközön kiléptettünk.',
    passwordTooCommon: 'Ez a jelszó túl gyakori, könnyen kitalálható. Válassz egy másikat.',
    deleteProfile: 'Profilom törlése',
    deleted: 'A profilodat töröltük. Viszontlátásra!',
  },
  ro: {
    emailLabel: 'Adresă de e-mail',
    passwordLabel: 'Parolă',
    logIn: 'Autentifică-te',
    jobSave: 'Salvează jobul',
    jobUnsave: 'Șterge din joburile salvate',
    nav: 'Contul meu',
    account: 'Profilul meu',
    residence: 'Localitate de domiciliu',
    saveAccount: 'Salvează modificările',
    saved: 'Modificările tale sunt salvate.',
    exportData: 'Descarcă datele mele',
    savedJobs: 'Joburi salvate',
    unsaved: 'Eliminat din joburile salvate',
    followed: 'Companii urmărite',
    applications: 'Aplicările mele',
    statusReceived: 'Stare: Primită',
    notifications: 'Notificări',
    followedSwitch: 'Companii urmărite',
    linkedin: 'Profil LinkedIn',
    linkedinUrl: 'URL-ul profilului LinkedIn',
    linkedinSave: 'Salvează',
    cv: 'CV-ul meu',
    cvUploaded: 'CV-ul tău a fost încărcat.',
    password: 'Schimbarea parolei',
    currentPassword: 'Parola actuală',
    newPassword: 'Parola nouă',
    confirmPassword: 'Parola nouă din nou',
    changePassword: 'Schimbă parola',
    passwordChanged: 'Parola ta a fost schimbată. Celelalte dispozitive au fost deconectate.',
    passwordTooCommon: 'Această parolă este prea comună și ușor de ghicit. Alege alta.',
    deleteProfile: 'Șterge profilul meu',
    deleted: 'Profilul tău a fost șters. La revedere!',
  },
  en: {
    emailLabel: 'Email address',
    passwordLabel: 'Password',
    logIn: 'Log in',
    jobSave: 'Save job',
    jobUnsave: 'Remove from saved jobs',
    nav: 'My account',
    account: 'My profile',
    residence: 'Residence',
    saveAccount: 'Save changes',
    saved: 'Your changes are saved.',
    exportData: 'Download my data',
    savedJobs: 'Saved jobs',
    unsaved: 'Removed from your saved jobs',
    followed: 'Followed companies',
    applications: 'My applications',
    statusReceived: 'Status: Received',
    notifications: 'Notifications',
    followedSwitch: 'Followed companies',
    linkedin: 'LinkedIn profile',
    linkedinUrl: 'LinkedIn profile URL',
    linkedinSave: 'Save',
    cv: 'My CV',
    cvUploaded: 'Your CV is uploaded.',
    password: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'New password again',
    changePassword: 'Change password',
    passwordChanged: 'Your password is changed. Other devices are signed out.',
    passwordTooCommon: 'This password is too common and easy to guess. Choose another one.',
    deleteProfile: 'Delete my profile',
    deleted: 'Your profile is deleted. Goodbye!',
  },
} as const;

interface Variant {
  site: 'HU' | 'RO';
  origin: string;
  prefix: string;
  lang: Lang;
}

/** Full journeys: each site in its default language, and English on the HU site. */
const journeys: Variant[] = [
  { site: 'HU', origin: huOrigin, prefix: '', lang: 'hu' },
  { site: 'RO', origin: roOrigin, prefix: '', lang: 'ro' },
  { site: 'HU', origin: huOrigin, prefix: '/en', lang: 'en' },
];

/** The remaining variants: every user page renders in the language, with 0 axe violations. */
const pageChecks: Variant[] = [
  { site: 'HU', origin: huOrigin, prefix: '/ro', lang: 'ro' },
  { site: 'RO', origin: roOrigin, prefix: '/en', lang: 'en' },
];

const NEW_PASSWORD = 'Uj-Jelszo-2026!';
/** On the common-password list in any case: refused by the api, never by the page's own checks. */
const COMMON_PASSWORD = 'Sunshine123';

/** Registers a candidate from the page through the gateway's auth proxy (which signs the browser in). */
async function register(page: Page, v: Variant, email: string) {
  await signUp(
    { page },
    {
      email,
      firstName: 'Ada',
      lastName: 'Kovács',
      residence: v.site === 'HU' ? 'Budapest' : 'Cluj-Napoca',
      phone: v.site === 'HU' ? '+36201234567' : '+40712345678',
      locale: v.lang,
      region: v.site === 'HU' ? 'hu' : 'ro',
    },
  );
}

async function logOutByApi(page: Page) {
  expect((await pageApi(page, 'POST', '/logout')).status).toBe(200);
}

/** A signed-out visit to a user page: the auth guard sends it to login, which comes back. */
async function logInThroughGuard(page: Page, v: Variant, email: string, password: string) {
  const t = texts[v.lang];
  await gotoHydrated(page, `${v.origin}${v.prefix}/user/account`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: t.logIn, exact: true }).click();
  await expect(page).toHaveURL(`${v.origin}${v.prefix}/user/account`);
  await expect(page.getByRole('heading', { level: 1, name: t.account })).toBeVisible();
}

interface ApiJob {
  id: string;
  slug: string;
  companySlug: string;
  companyName: string;
  title: string;
}

async function openJob(page: Page, v: Variant): Promise<ApiJob> {
  const answer = await pageApi(page, 'GET', `/jobs?region=${v.site.toLowerCase()}&perPage=20`);
  expect(answer.status).toBe(200);
  // The newest ads may be other journeys' employers', whose company page is not published yet:
  // this journey follows the company, so it takes an ad of a company with a page.
  for (const job of (answer.body as { items: ApiJob[] }).items) {
    if ((await pageApi(page, 'GET', `/companies/${job.companySlug}`)).status === 200) return job;
  }
  throw new Error(`no open job of a published company in ${v.site}`);
}

for (const v of journeys) {
  test(`${v.site} site${v.prefix || ' (default)'}: a candidate's journey through the signed-in area`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const t = texts[v.lang];
    const email = `user.${v.site}.${v.lang}.${Date.now()}@example.com`.toLowerCase();
    const home = `${v.origin}${v.prefix || '/'}`;
    await gotoHydrated(page, home);

    // Register, then log in through the auth guard and come back to the account page.
    await register(page, v, email);
    await logOutByApi(page);
    await logInThroughGuard(page, v, email, PASSWORD);
    const nav = page.getByRole('navigation', { name: t.nav });
    await expect(nav.getByRole('link', { name: t.account })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);

    // The account fields: a new residence is saved.
    await page.getByRole('textbox', { name: t.residence }).fill('Szeged');
    await page.getByRole('button', { name: t.saveAccount }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible({ timeout: 15_000 });
    await reloadHydrated(page);
    await expect(page.getByRole('textbox', { name: t.residence })).toHaveValue('Szeged');

    // The download of every personal datum as JSON.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.exportData }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('allas-export.json');
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string; residence: string };
    };
    expect(exported.profile).toMatchObject({ email, residence: 'Szeged' });

    // Save a job on its page, follow its company.
    const job = await openJob(page, v);
    await gotoHydrated(page, `${v.origin}${v.prefix}/job/${job.companySlug}/${job.slug}`);
    await page.getByRole('button', { name: t.jobSave }).click();
    await expect(page.getByRole('button', { name: t.jobUnsave })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const company = (await pageApi(page, 'GET', `/companies/${job.companySlug}`)).body as {
      id: string;
      name: string;
    };
    const followed = await pageApi(page, 'POST', `/companies/${company.id}/save-company-to-user`);
    expect(followed.body).toMatchObject({ followed: true });

    // Both lists show them.
    await gotoHydrated(page, `${v.origin}${v.prefix}/saved-jobs`);
    await expect(page.getByRole('heading', { level: 1, name: t.savedJobs })).toBeVisible();
    await expect(page.getByRole('link', { name: job.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, `${v.origin}${v.prefix}/followed-companies`);
    await expect(page.getByRole('heading', { level: 1, name: t.followed })).toBeVisible();
    await expect(page.getByRole('link', { name: company.name })).toBeVisible();
    await expectNoAxeViolations(page);

    // Apply with the own profile; my applications shows it with its status.
    const applied = await pageApi(page, 'POST', `/jobs/${job.id}/applications`, {
      lastName: 'Kovács',
      firstName: 'Ada',
      email,
      phone: v.site === 'HU' ? '+36201234567' : '+40712345678',
      method: 'profile',
      language: v.lang,
      consentToShareData: true,
    });
    expect(applied.status).toBe(201);
    await gotoHydrated(page, `${v.origin}${v.prefix}/my-applications`);
    await expect(page.getByRole('heading', { level: 1, name: t.applications })).toBeVisible();
    const application = page.getByRole('article').filter({ hasText: job.title });
    await expect(application.getByRole('heading', { level: 2 })).toHaveText(job.title);
    await expect(application.getByText(t.statusReceived)).toBeVisible();
    await expectNoAxeViolations(page);

    // Unsave from the saved list: the card goes.
    await gotoHydrated(page, `${v.origin}${v.prefix}/saved-jobs`);
    await page
      .getByRole('article')
      .filter({ hasText: job.title })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByText(t.unsaved).first()).toBeVisible();
    await expect(page.getByRole('link', { name: job.title })).toHaveCount(0);

    // Notifications: a switch is saved at once.
    await gotoHydrated(page, `${v.origin}${v.prefix}/user/notifications`);
    await expect(page.getByRole('heading', { level: 1, name: t.notifications })).toBeVisible();
    const followSwitch = page.getByRole('switch', { name: t.followedSwitch });
    const wasOn = (await followSwitch.getAttribute('aria-checked')) === 'true';
    await followSwitch.click();
    await expect(page.getByText(t.saved).first()).toBeVisible({ timeout: 15_000 });
    await reloadHydrated(page);
    await expect(page.getByRole('switch', { name: t.followedSwitch })).toHaveAttribute(
      'aria-checked',
      String(!wasOn),
    );
    await expectNoAxeViolations(page);

    // LinkedIn address.
    await gotoHydrated(page, `${v.origin}${v.prefix}/user/linkedin`);
    await expect(page.getByRole('heading', { level: 1, name: t.linkedin })).toBeVisible();
    await page
      .getByRole('textbox', { name: t.linkedinUrl })
      .fill('https://www.linkedin.com/in/ada-kovacs');
    await page.getByRole('button', { name: t.linkedinSave, exact: true }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // CV upload.
    await gotoHydrated(page, `${v.origin}${v.prefix}/user/cv`);
    await expect(page.getByRole('heading', { level: 1, name: t.cv })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'ada-cv.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await expect(page.getByText(t.cvUploaded).first()).toBeVisible();
    await expect(page.getByText('ada-cv.pdf').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Change the password, then log in with the new one.
    await gotoHydrated(page, `${v.origin}${v.prefix}/user/change-password`);
    await expect(page.getByRole('heading', { level: 1, name: t.password })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(t.currentPassword).and(page.locator('input')).fill(PASSWORD);
    // A common password passes the page's own checks; the api refuses it on the field.
    await page.locator('input[name="password"]').fill(COMMON_PASSWORD);
    await page.getByLabel(t.confirmPassword).and(page.locator('input')).fill(COMMON_PASSWORD);
    await page.getByRole('button', { name: t.changePassword }).click();
    await expect(page.getByText(t.passwordTooCommon).first()).toBeVisible();
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.getByLabel(t.confirmPassword).and(page.locator('input')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t.changePassword }).click();
    await expect(page.getByText(t.passwordChanged).first()).toBeVisible();
    await logOutByApi(page);
    await logInThroughGuard(page, v, email, NEW_PASSWORD);

    // Delete the profile: the confirmation needs the account's email typed.
    await page.getByRole('button', { name: t.deleteProfile }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: t.deleteProfile });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(email);
    await confirm.click();
    await expect(page.getByText(t.deleted).first()).toBeVisible();
    await expect(page).toHaveURL(v.prefix ? `${v.origin}${v.prefix}` : `${v.origin}/`);
    expect((await context.cookies(v.origin)).map((c) => c.name)).not.toContain('token');
    // Signed out: the signed-in area sends the visitor to log in again.
    await gotoHydrated(page, `${v.origin}${v.prefix}/saved-jobs`);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
}

for (const v of pageChecks) {
  test(`${v.site} site${v.prefix}: every user page in its language, without axe violations`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = texts[v.lang];
    await gotoHydrated(page, `${v.origin}${v.prefix}`);
    await register(page, v, `pages.${v.site}.${v.lang}.${Date.now()}@example.com`);
    const pages: [string, string][] = [
      ['/user/account', t.account],
      ['/user/change-password', t.password],
      ['/user/cv', t.cv],
      ['/user/linkedin', t.linkedin],
      ['/user/notifications', t.notifications],
      ['/my-applications', t.applications],
      ['/saved-jobs', t.savedJobs],
      ['/followed-companies', t.followed],
    ];
    for (const [path, title] of pages) {
      const response = await gotoHydrated(page, `${v.origin}${v.prefix}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', v.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(
        page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: title }),
      ).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
    }
  });
}
