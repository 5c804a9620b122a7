import { endpoints } from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { issueBearerToken } from '../auth/sessions.ts';
import { consumeSocialLoginCode, issueSocialLoginCode } from '../auth/social-login-codes.ts';
import { ApiError } from '../http/api-error.ts';
import { SESSION_COOKIE } from '../http/mount-routes.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { loadProfile } from '../users/profile.ts';

const invalidLink = () => new ApiError(401, 'unauthenticated', 'auth.socialLinkInvalid');

/**
 * Social login's completion (spec §4: "social login takes a token…"): the browser trades the
 * one-time code of /social-login-success?token=… for a session. The code is never a bearer token;
 * it is bound to the browser session it was issued to and works once, within 60 seconds.
 */
export function socialLoginRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const routes = [
    defineRoute(endpoints.socialExchange, async ({ ctx, body }) => {
      // The XSRF check has already required a live session cookie.
      const session = ctx.cookies.get(SESSION_COOKIE);
      if (!session) throw invalidLink();
      const now = deps.now();
      const signedIn = await db.transaction().execute(async (trx) => {
        const used = await consumeSocialLoginCode(trx, { code: body.token, session, now });
        if (!used) return null;
        const { token, expiresAt } = await issueBearerToken(trx, used.userId, now);
        return { userId: used.userId, token, expiresAt };
      });
      if (!signedIn) throw invalidLink();
      return [
        {
          token: signedIn.token,
          expiresAt: signedIn.expiresAt.toISOString(),
          user: await loadProfile(db, signedIn.userId),
        },
      ];
    }),
  ];
  if (deps.config.SOCIAL_LOGIN_TEST_CODES) routes.push(testCodeRoute(deps));
  return routes;
}

/**
 * End-to-end tests only (SOCIAL_LOGIN_TEST_CODES=1, which the config refuses in production): issues
 * a code for an existing account and a browser session, standing in for the OAuth callback, which
 * comes in a later issue. Without the flag the route does not exist at all.
 */
function testCodeRoute(deps: AppDeps): RouteDefinition {
  return defineRoute(endpoints.testSocialLoginCode, async ({ body }) => {
    const user = await deps.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', body.email.toLowerCase())
      .executeTakeFirst();
    if (!user) throw new ApiError(404, 'not_found', 'error.notFound');
    const { code } = await issueSocialLoginCode(deps.db, {
      userId: Number(user.id),
      provider: body.provider,
      session: body.session,
      now: deps.now(),
    });
    return { token: code };
  });
}
