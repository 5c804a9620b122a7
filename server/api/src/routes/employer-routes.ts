import { endpoints } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { newPasswordFieldProblem } from '../auth/new-password.ts';
import { issueBearerToken } from '../auth/sessions.ts';
import { employerCompanyOf } from '../employers/employer-company.ts';
import { registerEmployer } from '../employers/employer-registration.ts';
import { fieldError } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import { loadProfile } from '../users/profile.ts';
import { sendWelcomeMail } from '../users/welcome-mail.ts';

/** The employer side (issue 12): accounts and the dashboard's company; more routes follow. */
export function employerRoutes(deps: AppDeps) {
  const { db } = deps;
  return [
    defineRoute(endpoints.employerRegister, async ({ body, locale }) => {
      // Before the captcha, which is spent once verified: a weak password is fixed and resent.
      const weak = newPasswordFieldProblem(body.password, body);
      if (weak) throw fieldError('password', weak.key);
      await deps.captcha.verify(body.captcha);
      const userId = await registerEmployer(deps, body);
      await sendWelcomeMail(deps, body, locale);
      const { token, expiresAt } = await issueBearerToken(db, userId, deps.now());
      return [{ token, expiresAt: expiresAt.toISOString(), user: await loadProfile(db, userId) }];
    }),
    defineRoute(endpoints.employerCompany, ({ user }) => employerCompanyOf(deps, user.id)),
  ];
}
