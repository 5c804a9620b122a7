import { expect, test } from '@playwright/test';
import { type Challenge, solve } from './captcha';
import { gotoHydrated } from './hydration';
import { huOrigin } from './servers';

test('a session from the auth proxy shows the user menu; log out clears it', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, `${huOrigin}/en`);
  await expect(page.getByRole('button', { name: /Ada Kovács/ })).toHaveCount(0);
  expect((await page.request.post(`${huOrigin}/api/csrf`)).status()).toBe(204);
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const challenge = (await (
    await page.request.get(`${huOrigin}/api/captcha/challenge`)
  ).json()) as Challenge;
  const registered = await page.request.post(`${huOrigin}/api/register`, {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      email: `ada.${Date.now()}@example.com`,
      password: 'Jelszo-2025!',
      passwordConfirmation: 'Jelszo-2025!',
      firstName: 'Ada',
      lastName: 'Kovács',
      residence: 'Budapest',
      categories: ['it'],
      levels: ['junior'],
      acceptUserAgreement: true,
      acceptPrivacyPolicy: true,
      locale: 'en',
      region: 'hu',
      captcha: solve(challenge),
    },
  });
  expect(registered.status()).toBe(201);
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.httpOnly).toBe(true);

  await gotoHydrated(page, `${huOrigin}/en`);
  const menu = page.getByRole('button', { name: /Ada Kovács/ });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: /Ada Kovács/ })).toHaveCount(0);
  const left = (await context.cookies()).map((c) => c.name);
  expect(left).not.toContain('token');
  expect(left).not.toContain('allas_session');
  expect(left).not.toContain('XSRF-TOKEN');
  await expect(page).toHaveURL(`${huOrigin}/en`);
});
