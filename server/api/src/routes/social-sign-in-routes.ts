import {
  endpoints,
  localizedPath,
  type RegionKey,
  type SocialProvider,
  type SocialSignInError,
  socialRedirectEndpoints,
} from '@allas/core';
import type { Context } from 'koa';
import * as oidc from 'openid-client';
import type { AppDeps } from '../app-deps.ts';
import { issueBearerToken } from '../auth/sessions.ts';
import { issueSocialLoginCode } from '../auth/social-login-codes.ts';
import { ApiError } from '../http/api-error.ts';
import { SESSION_COOKIE } from '../http/mount-routes.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import type { Locale } from '../i18n/messages.ts';
import { verifyProviderAnswer } from '../social/provider-answer.ts';
import { SocialProviderClients } from '../social/social-providers.ts';
import {
  consumeAttempt,
  identitiesOf,
  identityOwner,
  linkIdentity,
  liveSession,
  pendingRegistration,
  saveAttempt,
  savePendingRegistration,
  takePendingRegistration,
  userByEmail,
  type VouchedPerson,
} from '../social/social-store.ts';
import { candidateColumns, categoryIdsOf } from '../users/new-candidate.ts';
import { loadProfile } from '../users/profile.ts';
import { sendWelcomeMail } from '../users/welcome-mail.ts';

const defaultLangOf = (region: string) => ({ defaultLang: region === 'ro' ? 'ro' : 'hu' }) as const;
const asLocale = (value: string): Locale =>
  value === 'ro' || value === 'en' || value === 'hu' ? value : 'hu';

/**
 * Social sign-in (issue 14): the redirect to the provider and its callback, the social
 * registration, and linking and unlinking providers. Every step is bound to the browser session
 * (`allas_session`, httpOnly) that started it; the browser reaches the redirect routes through the
 * gateway's `/api/social/…` on the site's own origin, and the site finishes a sign-in at
 * /social-login-success with the one-time code, as before.
 */
export function socialSignInRoutes(deps: AppDeps): RouteDefinition[] {
  const { db, config } = deps;
  const clients = new SocialProviderClients(config);

  /** A page of the site, absolute, in the visitor's language. */
  const sitePage = (
    region: string,
    locale: Locale,
    path: string,
    query: Record<string, string | null | undefined>,
  ) => {
    const url = new URL(
      `${siteBaseUrl(config, region)}${localizedPath(path, locale, defaultLangOf(region))}`,
    );
    for (const [name, value] of Object.entries(query)) {
      if (value) url.searchParams.set(name, value);
    }
    return url.href;
  };

  const sendTo = (ctx: Context, href: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.redirect(href);
  };

  const loginWithError = (
    ctx: Context,
    where: { region: string; locale: Locale; returnPath?: string | null },
    error: SocialSignInError,
  ) =>
    sendTo(
      ctx,
      sitePage(where.region, where.locale, '/login', {
        social_error: error,
        redirect: where.returnPath,
      }),
    );

  /** Linking comes back to the page it started from (the profile), with the outcome. */
  const backToProfile = (
    ctx: Context,
    where: { region: string; locale: Locale; returnPath: string | null },
    outcome: { social_error?: SocialSignInError; social_linked?: SocialProvider },
  ) => {
    const base = siteBaseUrl(config, where.region);
    const url = new URL(
      where.returnPath ?? localizedPath('/user/account', where.locale, defaultLangOf(where.region)),
      base,
    );
    for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
    sendTo(ctx, url.href);
  };

  const finishLogin = async (
    ctx: Context,
    where: { region: string; locale: Locale; returnPath: string | null },
    person: VouchedPerson,
    session: string,
  ) => {
    const owner = await identityOwner(db, person.provider, person.subject);
    if (owner !== null) {
      const { code } = await issueSocialLoginCode(db, {
        userId: owner,
        provider: person.provider,
        session,
        now: deps.now(),
      });
      return sendTo(
        ctx,
        sitePage(where.region, where.locale, '/social-login-success', {
          token: code,
          redirect: where.returnPath,
        }),
      );
    }
    // Never a silent takeover: an account with this email signs in its own way first, then links.
    if (await userByEmail(db, person.email)) {
      return loginWithError(ctx, where, 'account_exists');
    }
    await savePendingRegistration(db, { ...person, session, now: deps.now() });
    return sendTo(
      ctx,
      sitePage(where.region, where.locale, '/social-registration', {
        provider: person.provider,
        redirect: where.returnPath,
      }),
    );
  };

  return [
    defineRoute(endpoints.socialProviders, async () => ({ providers: clients.enabled() })),

    defineRoute(
      socialRedirectEndpoints.socialStart,
      async ({ ctx, params, query, locale, user }) => {
        const where = { region: query.region, locale, returnPath: query.redirect ?? null };
        const settings = clients.settingsOf(params.provider);
        if (!settings) return loginWithError(ctx, where, 'unavailable');
        const session = ctx.cookies.get(SESSION_COOKIE);
        if (!session || !(await liveSession(db, session, deps.now()))) {
          return loginWithError(ctx, where, 'session');
        }
        if (query.intent === 'link' && user === null) return loginWithError(ctx, where, 'session');
        // Social sign-in is the job seekers' (spec §2); an employer account links no provider.
        if (query.intent === 'link' && user?.userType !== 'candidate') {
          return loginWithError(ctx, where, 'unavailable');
        }
        let client: oidc.Configuration;
        try {
          client = await clients.client(settings);
        } catch (error) {
          deps.logger.warn(
            { provider: params.provider, err: error },
            'social provider unreachable',
          );
          return loginWithError(ctx, where, 'provider');
        }
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        const codeVerifier = oidc.randomPKCECodeVerifier();
        const redirectUri = `${siteBaseUrl(config, query.region)}/api/social/${params.provider}/callback`;
        await saveAttempt(db, {
          state,
          session,
          provider: params.provider,
          intent: query.intent,
          userId: query.intent === 'link' && user ? user.id : null,
          nonce,
          codeVerifier,
          redirectUri,
          returnPath: where.returnPath,
          locale,
          region: query.region,
          now: deps.now(),
        });
        const authorization = oidc.buildAuthorizationUrl(client, {
          redirect_uri: redirectUri,
          scope: settings.protocol === 'oidc' ? 'openid email profile' : 'email public_profile',
          state,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          ...(settings.protocol === 'oidc' ? { nonce } : {}),
        });
        return sendTo(ctx, authorization.href);
      },
    ),

    defineRoute(socialRedirectEndpoints.socialCallback, async ({ ctx, params, query, locale }) => {
      const session = ctx.cookies.get(SESSION_COOKIE);
      const fallback = { region: 'hu', locale, returnPath: null };
      if (!query.state) return loginWithError(ctx, fallback, 'state');
      const used = await consumeAttempt(db, {
        state: query.state,
        provider: params.provider,
        session,
        now: deps.now(),
      });
      if (!used.ok) {
        const known = used.known;
        const where = known
          ? { region: known.region, locale: asLocale(known.locale), returnPath: null }
          : fallback;
        return loginWithError(ctx, where, 'state');
      }
      const attempt = used.attempt;
      const where = {
        region: attempt.region as RegionKey,
        locale: asLocale(attempt.locale),
        returnPath: attempt.return_path,
      };
      const fail = (error: SocialSignInError) =>
        attempt.intent === 'link'
          ? backToProfile(ctx, where, { social_error: error })
          : loginWithError(ctx, where, error);
      if (query.error) return fail(query.error === 'access_denied' ? 'cancelled' : 'provider');
      const settings = clients.settingsOf(params.provider);
      if (!settings || !session) return fail('unavailable');
      let client: oidc.Configuration;
      try {
        client = await clients.client(settings);
      } catch (error) {
        deps.logger.warn({ provider: params.provider, err: error }, 'social provider unreachable');
        return fail('provider');
      }
      // The URL the provider sent the browser to: the registered redirect URI and its query.
      const callbackUrl = new URL(attempt.redirect_uri);
      callbackUrl.search = ctx.querystring;
      const answer = await verifyProviderAnswer({
        settings,
        client,
        callbackUrl,
        state: query.state,
        nonce: attempt.nonce,
        codeVerifier: attempt.code_verifier,
      });
      if (!answer.ok) {
        deps.logger.info(
          { provider: params.provider, error: answer.error, detail: answer.detail },
          'social sign-in refused',
        );
        return fail(answer.error);
      }
      if (attempt.intent === 'link' && attempt.user_id !== null) {
        const userId = Number(attempt.user_id);
        const owner = await identityOwner(db, answer.person.provider, answer.person.subject);
        if (owner !== null && owner !== userId) return fail('identity_taken');
        if (owner === null && !(await linkIdentity(db, { ...answer.person, userId }))) {
          return fail('identity_taken');
        }
        return backToProfile(ctx, where, { social_linked: answer.person.provider });
      }
      return finishLogin(ctx, where, answer.person, session);
    }),

    defineRoute(endpoints.socialPendingRegistration, async ({ ctx }) => {
      const pending = await pendingRegistration(db, ctx.cookies.get(SESSION_COOKIE), deps.now());
      if (!pending) throw new ApiError(404, 'not_found', 'social.registrationExpired');
      return {
        provider: pending.provider,
        email: pending.email,
        firstName: pending.first_name,
        lastName: pending.last_name,
      };
    }),

    defineRoute(endpoints.socialRegister, async ({ ctx, body, locale }) => {
      // The XSRF check has already required a live session cookie.
      const session = ctx.cookies.get(SESSION_COOKIE) ?? '';
      const expired = () => new ApiError(404, 'not_found', 'social.registrationExpired');
      if (!(await pendingRegistration(db, session, deps.now()))) throw expired();
      await deps.captcha.verify(body.captcha);
      const categoryIds = await categoryIdsOf(db, body.categories);
      const columns = await candidateColumns(deps, body);
      const created = await db.transaction().execute(async (trx) => {
        const pending = await takePendingRegistration(trx, session, deps.now());
        if (!pending) throw expired();
        if (await userByEmail(trx, pending.email)) {
          throw new ApiError(409, 'conflict', 'social.accountExists');
        }
        const inserted = await trx
          .insertInto('users')
          .values({
            email: pending.email,
            password_hash: null,
            social_provider: pending.provider,
            ...columns,
            residence: body.residence ?? '',
            category_ids: categoryIds,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const userId = Number(inserted.id);
        await linkIdentity(trx, {
          userId,
          provider: pending.provider,
          subject: pending.subject,
          email: pending.email,
        });
        const token = await issueBearerToken(trx, userId, deps.now());
        return { userId, email: pending.email, ...token };
      });
      await sendWelcomeMail(deps, { email: created.email, firstName: body.firstName }, locale);
      return [
        {
          token: created.token,
          expiresAt: created.expiresAt.toISOString(),
          user: await loadProfile(db, created.userId),
        },
      ];
    }),

    defineRoute(endpoints.socialIdentities, async ({ user }) => identitiesOf(db, user.id)),

    defineRoute(endpoints.socialUnlink, async ({ params, user }) => {
      await db.transaction().execute(async (trx) => {
        // The account row is locked so two unlinks at once cannot remove the last two ways in.
        const account = await trx
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', user.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const linked = await trx
          .selectFrom('social_identities')
          .select('provider')
          .where('user_id', '=', user.id)
          .execute();
        if (!linked.some((row) => row.provider === params.provider)) {
          throw new ApiError(404, 'not_found', 'error.notFound');
        }
        if (account.password_hash === null && linked.length <= 1) {
          throw new ApiError(409, 'conflict', 'social.lastSignInMethod');
        }
        await trx
          .deleteFrom('social_identities')
          .where('user_id', '=', user.id)
          .where('provider', '=', params.provider)
          .execute();
      });
      return identitiesOf(db, user.id);
    }),
  ];
}
