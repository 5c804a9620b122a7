// The award (issue 11): the voting pages in every language variant of both sites, the vote
// invitation once per cookie lifetime, and a voter's journey: the new-legal-documents modal, the
// email confirmation, rating companies until every nominee is rated, a box round finalised.
import { expect, test } from '@playwright/test';
import { signUp } from './accounts';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated } from './hydration';
import { huOrigin, roOrigin } from './servers';
import { confirmEmail } from './voting-voter';

const texts = {
  hu: {
    rating: 'Szerethető Munkahely: értékeld a céget',
    box: 'Szerethető Munkahely: dobozos szavazás',
    invite: 'Szavazz a Szerethető Munkahely díjra!',
    vote: 'Szavazok',
    toRating: 'Cég értékelése',
    legal: 'Új jogi dokumentumok',
    accept: 'Elfogadom',
    send: 'Megerősítő link küldése',
    confirmed: 'Az e-mail-címed megerősítve. Most már szavazhatsz.',
    star: '4 csillag',
    yes: 'Igen',
    saved: 'Köszönjük, a szavazatodat rögzítettük.',
    allRated: 'Már minden jelöltet értékeltél.',
    remaining: (n: number) => `Heti szavazataid: ${n} / 10 maradt`,
    finalise: 'Kör lezárása',
    nextRound: 'Új kör kezdődött.',
  },
  en: {
    rating: 'Lovable Workplaces: rate a company',
    box: 'Lovable Workplaces: box vote',
    invite: 'Vote for the Lovable Workplaces award!',
    vote: 'Vote now',
    toRating: 'Rate a company',
    legal: 'New legal documents',
    accept: 'I accept',
    send: 'Send the confirmation link',
    confirmed: 'Your email address is confirmed. You can vote now.',
    star: '4 stars',
    yes: 'Yes',
    saved: 'Thank you, your vote is saved.',
    allRated: 'You have rated every nominee.',
    remaining: (n: number) => `Votes left this week: ${n} of 10`,
    finalise: 'Finalise this round',
    nextRound: 'A new round has started.',
  },
  ro: {
    rating: 'Locuri de muncă îndrăgite: evaluează o companie',
    box: 'Locuri de muncă îndrăgite: vot pe loturi',
    invite: 'Votează la premiul Locuri de muncă îndrăgite!',
    vote: 'Votează acum',
    toRating: 'Evaluează o companie',
    legal: 'Documente juridice noi',
    accept: 'Accept',
    send: 'Trimite linkul de confirmare',
    confirmed: 'Adresa ta de e-mail este confirmată. Acum poți vota.',
    star: '4 stele',
    yes: 'Da',
    saved: 'Mulțumim, votul tău a fost înregistrat.',
    allRated: 'Ai evaluat deja toate companiile nominalizate.',
    remaining: (n: number) => `Voturi rămase săptămâna aceasta: ${n} din 10`,
    finalise: 'Încheie runda',
    nextRound: 'A început o rundă nouă.',
  },
} as const;

const variants = [
  { origin: huOrigin, prefix: '', locale: 'hu' },
  { origin: huOrigin, prefix: '/en', locale: 'en' },
  { origin: huOrigin, prefix: '/ro', locale: 'ro' },
  { origin: roOrigin, prefix: '', locale: 'ro' },
  { origin: roOrigin, prefix: '/en', locale: 'en' },
] as const;

for (const { origin, prefix, locale } of variants) {
  test(`the voting pages answer on ${origin}${prefix || '/'} (${locale})`, async ({ page }) => {
    const t = texts[locale];
    const rating = await gotoHydrated(page, `${origin}${prefix}/szmd/rating`);
    expect(rating?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: t.rating })).toBeVisible();
    await expect(page.getByText(t.remaining(10))).toBeVisible();
    // A guest: the login link comes back to the voting page.
    const login = page.locator('a[href*="login?redirect="]');
    await expect(login).toHaveAttribute('href', /redirect=%2F.*szmd%2Frating/);
    const box = await gotoHydrated(page, `${origin}${prefix}/szmd/box-rating`);
    expect(box?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: t.box })).toBeVisible();
  });
}

test('a guest sees the vote invitation once; its vote modal leads to the rating page', async ({
  page,
}) => {
  // A visitor who has not seen the invitation yet (the other journeys start with its cookie).
  await page.context().clearCookies();
  const t = texts.hu;
  await gotoHydrated(page, `${huOrigin}/companies`);
  const invitation = page.getByRole('dialog', { name: t.invite });
  await expect(invitation).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'szmdModalShown');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 86_400 - 120);
  expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + 86_400 + 120);
  await invitation.getByRole('button', { name: t.vote }).click();
  const choice = page.getByRole('dialog', { name: 'Hogyan szeretnél szavazni?' });
  await expect(choice.getByRole('link', { name: 'Dobozos szavazás' })).toBeVisible();
  await choice.getByRole('link', { name: t.toRating }).click();
  await expect(page).toHaveURL(/\/szmd\/rating$/);
  await expect(page.getByRole('heading', { level: 1, name: t.rating })).toBeVisible();
  await gotoHydrated(page, `${huOrigin}/companies`);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: t.invite })).toHaveCount(0);
});

for (const { origin, prefix, locale } of [
  { origin: huOrigin, prefix: '', locale: 'hu' },
  { origin: huOrigin, prefix: '/en', locale: 'en' },
  { origin: roOrigin, prefix: '', locale: 'ro' },
] as const) {
  test(`a voter accepts the rules, confirms the email and rates every nominee (${origin}${prefix}, ${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = texts[locale];
    const region = origin === roOrigin ? 'ro' : 'hu';
    // (the account belongs to the site it votes on)
    await gotoHydrated(page, `${origin}${prefix}/`);
    const { email } = await signUp(
      { page },
      { firstName: 'Szavazó', lastName: 'Éva', locale, region },
    );
    await gotoHydrated(page, `${origin}${prefix}/szmd/rating`);
    // Signed in, rules not accepted: the new-legal-documents modal at once, not to be closed.
    const legal = page.getByRole('dialog', { name: t.legal });
    await expect(legal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(legal).toBeVisible();
    await legal.getByRole('button', { name: t.accept }).click();
    await expect(legal).toHaveCount(0);

    const confirmPath = await confirmEmail(page, email, t.send);
    await gotoHydrated(page, `${origin}${confirmPath}`);
    await expect(page.getByText(t.confirmed)).toBeVisible();
    await expect(page.getByText(t.remaining(10))).toBeVisible();
    await expectNoAxeViolations(page);

    // Rate every nominee: the remaining votes count down, then no more ratings.
    let remaining = 10;
    for (;;) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('radio', { name: t.star }) })
        .first();
      if ((await card.count()) === 0) break;
      await card.getByRole('radio', { name: t.star }).check();
      await card.getByRole('radio', { name: t.yes, exact: true }).check();
      await card.locator('button[type=submit]').click();
      remaining -= 1;
      await expect(page.getByText(t.remaining(remaining))).toBeVisible();
      if (remaining === 0) break;
    }
    await expect(page.getByText(t.saved)).toBeVisible();
    if (remaining > 0) await expect(page.getByText(t.allRated)).toBeVisible();

    // The box page: no nominee left to rate this week, the round can still be finalised.
    await gotoHydrated(page, `${origin}${prefix}/szmd/box-rating`);
    await expect(page.getByRole('heading', { level: 1, name: t.box })).toBeVisible();
    await expect(page.getByText(t.remaining(remaining))).toBeVisible();
  });
}

test('a box round is rated and finalised, and a new one starts', async ({ page }) => {
  const t = texts.en;
  await gotoHydrated(page, `${huOrigin}/en/`);
  const { email } = await signUp({ page }, { firstName: 'Box', lastName: 'Voter', locale: 'en' });
  await gotoHydrated(page, `${huOrigin}/en/szmd/box-rating`);
  await page.getByRole('dialog', { name: t.legal }).getByRole('button', { name: t.accept }).click();
  const confirmPath = await confirmEmail(page, email, t.send);
  await gotoHydrated(page, `${huOrigin}${confirmPath.replace('/szmd/rating', '/szmd/box-rating')}`);
  await expect(page.getByText(t.confirmed)).toBeVisible();
  const cards = page.getByRole('article');
  const inBox = await cards.count();
  expect(inBox).toBeGreaterThan(0);
  const card = cards.first();
  await card.getByRole('radio', { name: '5 stars' }).check();
  await card.getByRole('radio', { name: 'No', exact: true }).check();
  await card.locator('button[type=submit]').click();
  await expect(page.getByText(t.remaining(9))).toBeVisible();
  await page.getByRole('button', { name: t.finalise }).click();
  await expect(page.getByText(t.nextRound)).toBeVisible();
  await expectNoAxeViolations(page);
});
