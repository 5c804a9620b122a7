import { expect, test } from '@playwright/test';
import { signUp } from './accounts';
import { gotoHydrated } from './hydration';
import { huOrigin } from './servers';

// Issue 18: the password rule was not stated next to the password fields. Every field where a new
// password is chosen is described by the rule (aria-describedby), in the page's language. The
// reset form's field is checked by its story (ResetPasswordForm.stories.tsx), which needs a token.
const rule = 'At least 8 characters; 15 or more is recommended, for example a few words in a row.';
const describedByRule = new RegExp(rule.replace(/[.;]/g, '\\$&'));

test('registration and employer registration state the password rule on the field', async ({
  page,
}) => {
  for (const path of ['/en/registration', '/en/employer/registration']) {
    await gotoHydrated(page, `${huOrigin}${path}`);
    const field = page.locator('input[name="password"]');
    await expect(field).toHaveAccessibleDescription(describedByRule);
    await expect(page.getByText(rule)).toBeVisible();
  }
  await gotoHydrated(page, `${huOrigin}/registration`);
  await expect(page.locator('input[name="password"]')).toHaveAccessibleDescription(
    /Legalább 8 karakter/,
  );
});

test('changing the password states the rule on the new password', async ({ page }) => {
  await signUp(
    { request: page.request, origin: huOrigin },
    { emailPrefix: 'rule', firstName: 'Ádám', lastName: 'Szabály' },
  );
  await gotoHydrated(page, `${huOrigin}/en/user/change-password`);
  await expect(page.locator('input[name="password"]')).toHaveAccessibleDescription(describedByRule);
});
