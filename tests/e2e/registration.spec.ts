// The registration form before hydration (issue 6 §registration): what a visitor types and ticks
// while the page's JavaScript is still loading is still there once React has hydrated, and the
// form then registers with it. The client scripts are held back until everything is filled in.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { huOrigin, ports } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;
const password = 'Jelszo-2025!';

test('HU /en: what is typed before hydration survives it and registers (en)', async ({
  page,
  context,
  request,
}) => {
  const categories = (await (
    await request.get(`${apiUrl}/categories?region=hu`, { headers: { 'accept-language': 'en' } })
  ).json()) as { name: string }[];
  const category = categories[0]?.name ?? '';
  expect(category).not.toBe('');

  // The server-rendered form arrives; its scripts wait until the visitor has filled it in.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`${huOrigin}/en/registration?redirect=%2Fen%2Fsaved-jobs`, {
    waitUntil: 'domcontentloaded',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  const email = `early.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const text = {
    'Last name': 'Kovács',
    'First name': 'Ilona',
    'Email address': email,
    'Password again': password,
    'Place of residence': 'Szeged',
  } as const;
  for (const [label, value] of Object.entries(text)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  const passwordField = page.getByRole('textbox', { name: 'Password', exact: true });
  await passwordField.fill(password);
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('30 123 4567');
  const ticked = [
    page.getByRole('checkbox', { name: category, exact: true }),
    page.getByRole('checkbox', { name: 'Junior' }),
    page.getByRole('checkbox', { name: 'IT jobs' }),
    page.getByRole('checkbox', { name: /I accept the user agreement/ }),
    page.getByRole('checkbox', { name: /I accept the privacy policy/ }),
  ];
  for (const box of ticked) await box.check();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await waitForHydration(page);

  for (const [label, value] of Object.entries(text)) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  }
  await expect(passwordField).toHaveValue(password);
  await expect(phone).toHaveValue(/30 123 4567|30 123 45 67|301234567/);
  for (const box of ticked) await expect(box).toBeChecked();

  await expect(page.getByText('Checked: you are not a robot.')).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${huOrigin}/en/saved-jobs`);
  await expect(page.getByRole('button', { name: /Ilona Kovács|Kovács Ilona/ })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')?.httpOnly).toBe(true);

  // The account has what was typed before hydration, the newsletter and the phone included.
  const profile = await page.request.get(`${huOrigin}/api/profile`);
  expect(profile.status()).toBe(200);
  expect(await profile.json()).toMatchObject({
    email,
    firstName: 'Ilona',
    lastName: 'Kovács',
    residence: 'Szeged',
    phone: '+36301234567',
    levels: ['junior'],
    newsletters: { itJobs: true, officeJobs: false, lovableWorkplaces: false },
  });
});
