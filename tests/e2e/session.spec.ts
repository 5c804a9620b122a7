import { expect, test } from '@playwright/test';
import { signUp } from './accounts';
import { gotoHydrated } from './hydration';
import { huOrigin } from './servers';

test('a session from the auth proxy shows the user menu; log out clears it', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, `${huOrigin}/en`);
  await expect(page.getByRole('button', { name: /Ada Kovács/ })).toHaveCount(0);
  await signUp(
    { request: page.request, origin: huOrigin },
    {
      emailPrefix: 'ada',
      firstName: 'Ada',
      lastName: 'Kovács',
    },
  );
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
