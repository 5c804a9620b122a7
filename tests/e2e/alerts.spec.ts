import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated } from './hydration';
import { huOrigin, ports, roOrigin } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

/** What the pages say, per language (the site's alerts messages). */
const texts = {
  hu: {
    heading: 'Új állások a postafiókodban',
    email: 'E-mail cím',
    categories: 'Kategóriák',
    daily: 'Naponta',
    submit: 'Feliratkozom',
    sent: /Nézd meg a postafiókodat/,
    emailRequired: 'Az e-mail-cím megadása kötelező.',
    categoriesMin: 'Legalább egy kategóriát válassz ki!',
    confirmed: /Állásértesítődet megerősítetted/,
    unsubscribed: /Leiratkoztál erről az állásértesítőről/,
    usedLink: /érvénytelen, vagy már felhasználták/,
  },
  ro: {
    heading: 'Joburi noi în căsuța ta de e-mail',
    email: 'Adresă de e-mail',
    categories: 'Categorii',
    daily: 'Zilnic',
    submit: 'Mă abonez',
    sent: /Verifică-ți căsuța de e-mail/,
    emailRequired: 'Adresa de e-mail este obligatorie.',
    categoriesMin: 'Alege cel puțin o categorie!',
    confirmed: /Alerta ta de joburi este confirmată/,
    unsubscribed: /Te-ai dezabonat de la această alertă/,
    usedLink: /nu este valid sau a fost deja folosit/,
  },
  en: {
    heading: 'New jobs in your inbox',
    email: 'Email address',
    categories: 'Categories',
    daily: 'Daily',
    submit: 'Subscribe',
    sent: /Check your inbox/,
    emailRequired: 'The Email field is required.',
    categoriesMin: 'At least one category is required!',
    confirmed: /Your job alert is confirmed/,
    unsubscribed: /You have unsubscribed from this job alert/,
    usedLink: /invalid or has already been used/,
  },
} as const;

const variants = [
  { site: 'HU', origin: huOrigin, prefix: '', lang: 'hu' },
  { site: 'HU', origin: huOrigin, prefix: '/ro', lang: 'ro' },
  { site: 'HU', origin: huOrigin, prefix: '/en', lang: 'en' },
  { site: 'RO', origin: roOrigin, prefix: '', lang: 'ro' },
  { site: 'RO', origin: roOrigin, prefix: '/en', lang: 'en' },
] as const;

/** The newest mail to `to` in the api's development outbox (it is written right after the answer). */
async function mailTo(request: APIRequestContext, to: string) {
  let mail: { text: string; kind: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}/_dev/outbox?to=${encodeURIComponent(to)}`);
        mail = ((await response.json()) as { text: string; kind: string }[])[0];
        return mail?.kind;
      },
      { timeout: 10_000 },
    )
    .toBe('job-alert-confirm');
  return mail?.text ?? '';
}

/** A link of the mail, moved onto the site under test (the api names its configured site URL). */
function linkIn(text: string, pattern: RegExp, origin: string): string {
  const found = text.match(pattern)?.[0];
  if (!found) throw new Error(`no link ${pattern} in the mail:\n${text}`);
  const url = new URL(found);
  return `${origin}${url.pathname}${url.search}`;
}

for (const { site, origin, prefix, lang } of variants) {
  const t = texts[lang];
  test(`${site} ${prefix || '/'}: job-alert sign-up → mail → confirm → unsubscribe (${lang})`, async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, `${origin}${prefix}/jobnotification`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expectNoAxeViolations(page);

    // The client-side validation speaks the page's language.
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('textbox', { name: t.email })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText(t.emailRequired)).toBeVisible();
    await expect(page.getByRole('group', { name: t.categories })).toContainText(t.categoriesMin);

    const email = `alert.${lang}.${site.toLowerCase()}.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: t.email }).fill(email);
    await page.getByRole('group', { name: t.categories }).getByRole('checkbox').first().check();
    await page.getByRole('radio', { name: t.daily }).check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible({
      timeout: 15_000,
    });

    const mail = await mailTo(request, email);
    const confirm = linkIn(mail, /https?:\/\/\S+\/jobnotification\/confirm\?token=[\w-]+/, origin);
    const unsubscribe = linkIn(mail, /https?:\/\/\S+\/unsubscribe\?alert=[\w-]+/, origin);

    await gotoHydrated(page, confirm);
    await expect(page.getByRole('status').filter({ hasText: t.confirmed })).toBeVisible();
    // The token leaves the address bar once used.
    await expect(page).toHaveURL(/\/jobnotification\/confirm$/);
    await expectNoAxeViolations(page);

    await gotoHydrated(page, unsubscribe);
    await expect(page.getByRole('status').filter({ hasText: t.unsubscribed })).toBeVisible();
    await expect(page).toHaveURL(/\/unsubscribe$/);
    await expectNoAxeViolations(page);

    // The link works once: a second visit says it is used.
    await gotoHydrated(page, unsubscribe);
    await expect(page.getByRole('alert').filter({ hasText: t.usedLink })).toBeVisible();
  });
}
