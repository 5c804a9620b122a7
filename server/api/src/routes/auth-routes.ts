import { endpoints } from '@allas/core';
import type { Context } from 'koa';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { newPasswordFieldProblem } from '../auth/new-password.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, randomToken } from '../auth/secrets.ts';
import {
  createBrowserSession,
  issueBearerToken,
  revokeBearerToken,
  SESSION_LIFETIME_MS,
} from '../auth/sessions.ts';
import { ApiError, fieldError } from '../http/api-error.ts';
import { bearerToken, SESSION_COOKIE, XSRF_COOKIE } from '../http/mount-routes.ts';
import { defineRoute } from '../http/route.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import { translate } from '../i18n/messages.ts';
import { toE164 } from '../users/e164.ts';
import { currentLegalVersion } from '../users/legal-versions.ts';
import { candidateColumns, categoryIdsOf } from '../users/new-candidate.ts';
import { loadProfile } from '../users/profile.ts';
import { sendWelcomeMail } from '../users/welcome-mail.ts';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

const clientIp = (ctx: Context) => ctx.ip || 'unknown';
const sleep = (ms: number) => (ms > 0 ? new Promise((done) => setTimeout(done, ms)) : undefined);

export function authRoutes(deps: AppDeps) {
  const { db } = deps;
  const cookieOptions = {
    sameSite: 'lax' as const,
    path: '/',
    maxAge: SESSION_LIFETIME_MS,
    secure: false,
    overwrite: true,
  };

  return [
    defineRoute(endpoints.csrfCookie, async ({ ctx }) => {
      const { session, xsrf } = await createBrowserSession(db, deps.now());
      ctx.cookies.set(SESSION_COOKIE, session, { ...cookieOptions, httpOnly: true });
      ctx.cookies.set(XSRF_COOKIE, xsrf, { ...cookieOptions, httpOnly: false });
      return undefined;
    }),

    defineRoute(endpoints.login, async ({ ctx, body }) => {
      const pair = `${body.email}|${clientIp(ctx)}`;
      await deps.limiter.assertNotHeldBack('loginPair', [pair]);
      await deps.limiter.assertNotHeldBack('loginClient', [clientIp(ctx)]);
      await sleep(await deps.limiter.delayMs('loginAccount', body.email));
      const failed = async () => {
        await deps.limiter.recordFailure('loginPair', pair);
        await deps.limiter.recordFailure('loginClient', clientIp(ctx));
        await deps.limiter.recordFailure('loginAccount', body.email);
        return new ApiError(401, 'unauthenticated', 'auth.badCredentials');
      };
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'user_type', 'social_provider'])
        .where(sql`lower(email)`, '=', body.email)
        .executeTakeFirst();
      if (user && !user.password_hash && user.social_provider) {
        throw new ApiError(403, 'forbidden', 'auth.socialAccount');
      }
      const ok = await verifyPassword(
        body.password,
        user?.password_hash ?? (await decoyPasswordHash),
      );
      if (!user || !ok) throw await failed();
      await deps.limiter.reset('loginPair', pair);
      if (user.user_type !== body.userType) {
        throw new ApiError(
          403,
          'forbidden',
          user.user_type === 'candidate'
            ? 'auth.wrongUserType.candidate'
            : 'auth.wrongUserType.employer',
        );
      }
      const { token, expiresAt } = await issueBearerToken(db, Number(user.id), deps.now());
      return [
        {
          token,
          expiresAt: expiresAt.toISOString(),
          user: await loadProfile(db, Number(user.id)),
        },
      ];
    }),

    defineRoute(endpoints.logout, async ({ ctx }) => {
      const token = bearerToken(ctx);
      if (token) await revokeBearerToken(db, token, deps.now());
      return { loggedOut: true as const };
    }),

    defineRoute(endpoints.register, async ({ body, locale }) => {
      // Before the captcha, which is spent once verified: a weak password is fixed and resent.
      const weak = newPasswordFieldProblem(body.password, body);
      if (weak) throw fieldError('password', weak.key);
      await deps.captcha.verify(body.captcha);
      const categoryIds = await categoryIdsOf(db, body.categories);
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', body.email)
        .executeTakeFirst();
      if (taken) throw fieldError('email', 'auth.emailTaken');
      const columns = await candidateColumns(deps, body);
      const inserted = await db
        .insertInto('users')
        .values({
          email: body.email,
          password_hash: await hashPassword(body.password),
          social_provider: null,
          ...columns,
          phone: body.phone ? toE164(body.phone, body.region) : '',
          residence: body.residence,
          category_ids: categoryIds,
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw fieldError('email', 'auth.emailTaken');
      const userId = Number(inserted.id);
      await sendWelcomeMail(deps, body, locale);
      const { token, expiresAt } = await issueBearerToken(db, userId, deps.now());
      return [{ token, expiresAt: expiresAt.toISOString(), user: await loadProfile(db, userId) }];
    }),

    defineRoute(endpoints.forgotPassword, async ({ ctx, body, locale }) => {
      await deps.limiter.consume('forgotPasswordPerClient', [clientIp(ctx)]);
      await deps.limiter.consume('forgotPasswordPerEmail', [body.email]);
      const user = await db
        .selectFrom('users')
        .select(['id', 'locale', 'password_hash'])
        .where(sql`lower(email)`, '=', body.email)
        .executeTakeFirst();
      // The token is made and hashed either way so both paths do the same work.
      const token = randomToken();
      const tokenHash = hashToken(token);
      if (user) {
        await db
          .insertInto('password_resets')
          .values({
            token_hash: tokenHash,
            user_id: Number(user.id),
            expires_at: new Date(deps.now().getTime() + RESET_LIFETIME_MS),
          })
          .execute();
        const mailLocale = user.locale as typeof locale;
        const base = siteBaseUrl(deps.config, mailLocale);
        await deps.mailer.send({
          to: body.email,
          subject: translate('mail.reset.subject', mailLocale),
          text: translate('mail.reset.body', mailLocale, {
            link: `${base}/${mailLocale}/reset-password?token=${token}`,
          }),
          kind: 'password-reset',
          locale: mailLocale,
        });
      }
      return { message: translate('auth.passwordResetSent', locale) };
    }),

    defineRoute(endpoints.resetPassword, async ({ body, locale }) => {
      const now = deps.now();
      const tokenInvalid = () =>
        new ApiError(
          422,
          'validation_failed',
          'auth.resetTokenInvalid',
          {},
          {
            token: { key: 'auth.resetTokenInvalid' },
          },
        );
      // The password is checked against its owner before the token is spent, so a refused
      // password can be fixed with the same link.
      const owner = await db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select(['users.email', 'users.first_name', 'users.last_name'])
        .where('password_resets.token_hash', '=', hashToken(body.token))
        .where('password_resets.used_at', 'is', null)
        .where('password_resets.expires_at', '>', now)
        .executeTakeFirst();
      if (!owner) throw tokenInvalid();
      const weak = newPasswordFieldProblem(body.password, {
        email: owner.email,
        firstName: owner.first_name,
        lastName: owner.last_name,
      });
      if (weak) throw fieldError('password', weak.key);
      const passwordHash = await hashPassword(body.password);
      // Spending the link, setting the password and ending the sessions happen together or not at
      // all: a failure half-way must not leave a spent link with the old password.
      await db.transaction().execute(async (trx) => {
        const consumed = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', hashToken(body.token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst();
        if (!consumed) throw tokenInvalid();
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', consumed.user_id)
          .execute();
        // A new password ends every open session of the account.
        await trx
          .updateTable('auth_tokens')
          .set({ revoked_at: now })
          .where('user_id', '=', consumed.user_id)
          .where('revoked_at', 'is', null)
          .execute();
      });
      return { message: translate('notice.passwordChanged', locale) };
    }),

    defineRoute(endpoints.acceptLegalDocs, async ({ body, user }) => {
      const userId = user.id;
      const [terms, privacy] = await Promise.all([
        currentLegalVersion(deps, 'user-agreement', body.region),
        currentLegalVersion(deps, 'privacy-policy', body.region),
      ]);
      await db
        .updateTable('users')
        .set({
          szmd_prize_accepted: sql`szmd_prize_accepted || jsonb_build_object(${body.region}::text, true)`,
          accepted_terms_version: terms ?? 'accepted',
          accepted_privacy_version: privacy ?? 'accepted',
          locale: body.locale,
          updated_at: deps.now(),
        })
        .where('id', '=', userId)
        .execute();
      return loadProfile(db, userId);
    }),
  ];
}
