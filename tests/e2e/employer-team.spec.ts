// Colleagues and the workshop video (issue 12). The owner invites a colleague on /employer/team; the
// mail waits in the api's development outbox; the colleague opens its link (the token leaves the
// address bar), chooses a name and a password, and lands on the company's dashboard as a member;
// the owner removes them and their session ends. On the HU site in Hungarian and on the RO site in
// Romanian. Then the workshop page plays the bundled video with its three caption tracks.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { signUpEmployer } from './employerSignUp';
import { gotoHydrated, reloadHydrated } from './hydration';
import { huOrigin, ports, roOrigin } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

const journeys = [
  {
    site: 'HU',
    origin: huOrigin,
    region: 'hu',
    lang: 'hu',
    t: {
      team: 'Kollégák',
      inviteEmail: 'A kolléga e-mail-címe',
      invite: 'Meghívó küldése',
      invited: (email: string) => `Elküldtük a meghívót ide: ${email}.`,
      subject: /meghívott a\(z\) .* céges fiókjába az allas-on/,
      accept: 'Csatlakozz a cégedhez az allas-on',
      invitedBy: (company: string, email: string) =>
        `${company} céges fiókjába Fekete Árpád hívott meg. Add meg a neved és egy jelszót; ezzel a címmel jelentkezel be: ${email}.`,
      lastName: 'Vezetéknév',
      firstName: 'Keresztnév',
      password: 'Jelszó',
      passwordAgain: 'Jelszó még egyszer',
      userAgreement: 'Elfogadom a felhasználási feltételeket',
      privacyPolicy: 'Elfogadom az adatkezelési tájékoztatót',
      submit: 'Meghívás elfogadása',
      member: 'Szerepköröd: tag',
      remove: 'Szőke Ödön eltávolítása',
      removeConfirm: 'Eltávolítás',
      removed: 'Szőke Ödön már nem a kollégád a fiókban.',
      person: { lastName: 'Szőke', firstName: 'Ödön' },
    },
  },
  {
    site: 'RO',
    origin: roOrigin,
    region: 'ro',
    lang: 'ro',
    t: {
      team: 'Colegi',
      inviteEmail: 'Adresa de e-mail a colegului',
      invite: 'Trimite invitația',
      invited: (email: string) => `Invitația a fost trimisă la ${email}.`,
      subject: /te-a invitat în contul companiei .* pe allas/,
      accept: 'Alătură-te companiei tale pe allas',
      invitedBy: (company: string, email: string) =>
        `Fekete Árpád te-a invitat în contul companiei ${company} pe allas. Alege-ți numele și o parolă; te vei conecta cu adresa ${email}.`,
      lastName: 'Nume de familie',
      firstName: 'Prenume',
      password: 'Parolă',
      passwordAgain: 'Parola încă o dată',
      userAgreement: 'Accept termenii de utilizare',
      privacyPolicy: 'Accept politica de confidențialitate',
      submit: 'Acceptă invitația',
      member: 'Rolul tău: membru',
      remove: 'Elimină-l pe Ștefănescu Ioana',
      removeConfirm: 'Elimină',
      removed: 'Ștefănescu Ioana nu mai este coleg în cont.',
      person: { lastName: 'Ștefănescu', firstName: 'Ioana' },
    },
  },
] as const;

for (const { site, origin, region, lang, t } of journeys) {
  test(`${site}: the owner invites a colleague, who joins the company, and removes them (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers, five pages and three axe scans: a long journey on a shared machine.
    test.slow();
    const { company } = await signUpEmployer(page, origin, region, { locale: lang });
    await gotoHydrated(page, `${origin}/employer/team`);
    await expect(page.getByRole('heading', { level: 1, name: t.team })).toBeVisible();
    await expectNoAxeViolations(page);

    const colleague = `kollega.${lang}.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: t.inviteEmail }).fill(colleague);
    await page.getByRole('button', { name: t.invite }).click();
    await expect(page.getByText(t.invited(colleague))).toBeVisible();
    await expect(page.getByText(colleague, { exact: true })).toBeVisible();

    // The mail, in the page's language, links to the company's site.
    const outbox = (await (
      await request.get(`${apiUrl}/_dev/outbox?to=${encodeURIComponent(colleague)}`)
    ).json()) as { kind: string; subject: string; locale: string; text: string }[];
    const mail = outbox.find((m) => m.kind === 'team-invitation');
    expect(mail?.locale).toBe(lang);
    expect(mail?.subject).toMatch(t.subject);
    const link = mail?.text.match(/https?:\/\/\S+\/employer\/invitation\?token=[\w-]+/)?.[0];
    expect(link?.startsWith(`${origin}/${lang}/employer/invitation?token=`)).toBe(true);

    // The colleague, in a browser of their own.
    const theirs = await browser.newContext();
    const invitee = await theirs.newPage();
    await gotoHydrated(invitee, link ?? '');
    await expect(invitee).toHaveURL(`${origin}/${lang}/employer/invitation`);
    await expect(invitee.getByRole('heading', { level: 1, name: t.accept })).toBeVisible();
    // Whom the invitation is from: the owner and their company, and the address to sign in with.
    await expect(invitee.getByText(t.invitedBy(company, colleague))).toBeVisible();
    await expectNoAxeViolations(invitee);
    await invitee.getByRole('textbox', { name: t.lastName, exact: true }).fill(t.person.lastName);
    await invitee.getByRole('textbox', { name: t.firstName, exact: true }).fill(t.person.firstName);
    await invitee
      .getByRole('textbox', { name: t.password, exact: true })
      .fill('Csapat-jelszó-2025');
    await invitee
      .getByRole('textbox', { name: t.passwordAgain, exact: true })
      .fill('Csapat-jelszó-2025');
    await invitee.getByRole('checkbox', { name: t.userAgreement }).check();
    await invitee.getByRole('checkbox', { name: t.privacyPolicy }).check();
    await invitee.getByRole('button', { name: t.submit }).click();
    // The site's own language is unprefixed.
    await expect(invitee).toHaveURL(`${origin}/employer/dashboard`, { timeout: 15_000 });
    await expect(invitee.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(invitee.getByText(t.member)).toBeVisible();
    expect((await theirs.cookies()).find((c) => c.name === 'token')?.httpOnly).toBe(true);

    // The owner sees the new colleague and removes them; their session ends with the account.
    await reloadHydrated(page);
    await page.getByRole('button', { name: t.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.removeConfirm }).click();
    await expect(page.getByText(t.removed)).toBeVisible();
    await expect(page.getByRole('button', { name: t.remove })).toHaveCount(0);
    await gotoHydrated(invitee, `${origin}/${lang}/employer/dashboard`);
    await expect(invitee).toHaveURL(/\/employer\/login/);
    await theirs.close();
  });
}

test('HU: the workshop page plays the bundled video with captions in three languages (en)', async ({
  page,
}) => {
  await gotoHydrated(page, `${huOrigin}/en/workshop`);
  // A guest is offered the employer registration instead of the video.
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Register your company for free' })).toBeVisible();

  await signUpEmployer(page, huOrigin, 'hu', { locale: 'en' });
  await gotoHydrated(page, `${huOrigin}/en/workshop`);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video.locator('track[kind="captions"]')).toHaveCount(3);
  await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'en');
  await expect(
    page.getByText('84% – would switch jobs for a better-known employer brand'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const videoUrl = await video.locator('source').getAttribute('src');
  const answer = await page.request.get(`${huOrigin}${videoUrl}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('video/webm');
  expect((await answer.body()).length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  const part = await page.request.get(`${huOrigin}${videoUrl}`, {
    headers: { range: 'bytes=0-1023' },
  });
  expect(part.status()).toBe(206);
  expect((await part.body()).length).toBe(1024);
  for (const track of await video.locator('track').all()) {
    const captions = await page.request.get(`${huOrigin}${await track.getAttribute('src')}`);
    expect(captions.status()).toBe(200);
    expect(captions.headers()['content-type']).toBe('text/vtt; charset=utf-8');
    expect(await captions.text()).toMatch(/^WEBVTT/);
  }
});
