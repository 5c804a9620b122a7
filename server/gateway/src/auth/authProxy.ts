import Router from '@koa/router';
import { z } from 'zod';
import { clearCookie, requestCookies, sessionCookies, setCookie } from '../http/cookies';
import { answerFailure } from '../http/errorBodies';
import { requestLocale } from '../http/locale';
import { BodyError, readJsonObject } from '../http/readJsonBody';
import type { GatewayContext, GatewayState } from '../http/state';
import { type ApiAnswer, type ApiClient, ApiFailure } from '../proxy/callApi';
import { apiRequestHeaders, applyApiResponseHeaders } from '../proxy/headers';
import { answerApiFailure, browserGone } from '../proxy/passThrough';
import { xsrfMatches } from '../proxy/xsrf';
import { authPayload, xsrfField } from './authPayload';
import { neutralResetAnswer } from './neutralResetAnswer';

export interface AuthProxyOptions {
  api: ApiClient;
  timeoutMs: number;
  maxResponseBytes: number;
}

/** The api's login and registration answer (spec §7): a list whose first item has the token. */
const signInAnswer = z
  .array(z.object({ token: z.string().min(1), expiresAt: z.string(), user: z.unknown() }))
  .min(1);

const isSuccess = (status: number) => status >= 200 && status < 300;

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The first value of a cookie in the api's Set-Cookie headers. */
function cookieFromAnswer(answer: ApiAnswer, name: string): string | undefined {
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/** Passes an api answer through as it came: status, allowed headers, JSON body. */
function passAnswer(ctx: GatewayContext, answer: ApiAnswer): void {
  ctx.status = answer.status;
  applyApiResponseHeaders(ctx, answer.headers);
  if (answer.body.length > 0) ctx.body = answer.body;
}

/**
 * The auth proxy (spec §7, ARCHITECTURE §6). The browser talks to its own site; the gateway calls
 * the api's /auth routes and keeps the session in cookies on the site's domain: XSRF-TOKEN
 * (readable, for the X-XSRF-TOKEN header), allas_session and token (httpOnly). The bearer token
 * never appears in an answer body: login and registration answer the user, not the token.
 */
export function authProxy(options: AuthProxyOptions) {
  const router = new Router<GatewayState>({ prefix: '/api' });

  async function callAuth(
    ctx: GatewayContext,
    method: 'GET' | 'POST' | 'PUT',
    route: string,
    payload: Record<string, unknown> | undefined,
    xsrf: string | undefined,
  ): Promise<ApiAnswer> {
    const cookies = requestCookies(ctx);
    const headers = apiRequestHeaders(ctx, {
      token: cookies.get(sessionCookies.token.name),
      session: cookies.get(sessionCookies.session.name),
    });
    let body: Buffer | undefined;
    if (payload === undefined) {
      delete headers['content-type'];
      delete headers['content-length'];
    } else {
      body = Buffer.from(JSON.stringify(payload));
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(body.length);
    }
    if (xsrf !== undefined) headers['x-xsrf-token'] = xsrf;
    const query = ctx.querystring === '' ? '' : `?${ctx.querystring}`;
    return options.api.call({
      method,
      path: `${route}${query}`,
      headers,
      ...(body === undefined ? {} : { body }),
      timeoutMs: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
      signal: browserGone(ctx),
    });
  }

  /** Reads the body and checks XSRF; answers and returns null when the request cannot go on. */
  async function readChecked(ctx: GatewayContext) {
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(ctx);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      ctx.status = error.status;
      ctx.body = error.body;
      return null;
    }
    const fallback = xsrfField(body);
    if (!xsrfMatches(ctx, fallback)) {
      answerFailure(ctx, 419);
      return null;
    }
    return { body, xsrf: ctx.get('x-xsrf-token') || fallback };
  }

  /** Login and registration: on success the token goes into its cookie and the user is answered. */
  function signIn(route: string, nestedIn: 'credentials' | 'fields') {
    return async (ctx: GatewayContext) => {
      const request = await readChecked(ctx);
      if (request === null) return;
      try {
        const payload = authPayload(request.body, nestedIn);
        const answer = await callAuth(ctx, 'POST', route, payload, request.xsrf);
        if (!isSuccess(answer.status)) return passAnswer(ctx, answer);
        const parsed = signInAnswer.safeParse(parseJson(answer.body));
        const first = parsed.success ? parsed.data[0] : undefined;
        if (first === undefined) {
          ctx.state.logger.error({ route }, 'api sign-in answer without a token');
          return answerFailure(ctx, 502);
        }
        setCookie(ctx, sessionCookies.token, first.token);
        ctx.status = answer.status;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { user: first.user, expiresAt: first.expiresAt };
      } catch (error) {
        answerApiFailure(ctx, error);
      }
    };
  }

  router.post('/csrf', async (ctx) => {
    try {
      const answer = await callAuth(ctx, 'GET', '/auth/csrf-cookie', undefined, undefined);
      const xsrf = cookieFromAnswer(answer, sessionCookies.xsrf.name);
      const session = cookieFromAnswer(answer, sessionCookies.session.name);
      if (!isSuccess(answer.status) || xsrf === undefined || session === undefined) {
        ctx.state.logger.error({ status: answer.status }, 'api csrf answer without its cookies');
        return answerFailure(ctx, 502);
      }
      setCookie(ctx, sessionCookies.xsrf, xsrf);
      setCookie(ctx, sessionCookies.session, session);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 204;
    } catch (error) {
      answerApiFailure(ctx, error);
    }
  });

  router.post('/login', signIn('/auth/login', 'credentials'));
  router.post('/register', signIn('/auth/register', 'fields'));
  // An employer's registration (issue 12): the same sign-in, the company's fields.
  router.post('/employer/register', signIn('/employer/register', 'fields'));
  // A colleague's acceptance of an invitation (issue 12): the new member is signed in the same way.
  router.post('/employer/invitations/accept', signIn('/employer/invitations/accept', 'fields'));
  // A social registration (issue 14): the person the provider vouched for in this browser session.
  router.post('/social-register', signIn('/auth/social/registration', 'fields'));

  router.post('/forgot-password', async (ctx) => {
    const request = await readChecked(ctx);
    const neutral = () => {
      ctx.status = 200;
      ctx.body = neutralResetAnswer(requestLocale(ctx));
    };
    if (request === null) return neutral();
    try {
      const payload = authPayload(request.body, 'fields');
      const answer = await callAuth(ctx, 'POST', '/auth/forgot-password', payload, request.xsrf);
      if (isSuccess(answer.status)) return passAnswer(ctx, answer);
      ctx.state.logger.warn({ status: answer.status }, 'forgot-password failed at the api');
      neutral();
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      ctx.state.logger.warn({ api: error.message }, 'forgot-password could not reach the api');
      neutral();
    }
  });

  /** Calls that pass the api's answer through as it is, success or failure. */
  function relay(
    method: 'POST' | 'PUT',
    route: string,
    nestedIn: 'fields' | undefined,
    drop: readonly string[] = [],
  ) {
    return async (ctx: GatewayContext) => {
      const request = await readChecked(ctx);
      if (request === null) return;
      try {
        const payload = authPayload(request.body, nestedIn, drop);
        passAnswer(ctx, await callAuth(ctx, method, route, payload, request.xsrf));
      } catch (error) {
        answerApiFailure(ctx, error);
      }
    };
  }

  router.post('/reset-password', relay('POST', '/auth/reset-password', 'fields'));
  // The original sent the bearer token in this body; here it comes from the httpOnly cookie.
  router.put('/accept-legal-docs', relay('PUT', '/auth/accept-legal-docs', undefined, ['token']));

  router.post('/logout', async (ctx) => {
    const request = await readChecked(ctx);
    if (request === null) return;
    if (requestCookies(ctx).has(sessionCookies.token.name)) {
      try {
        const answer = await callAuth(ctx, 'POST', '/auth/logout', {}, request.xsrf);
        if (!isSuccess(answer.status)) {
          ctx.state.logger.warn({ status: answer.status }, 'api did not revoke the token');
        }
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        ctx.state.logger.warn({ api: error.message }, 'api unreachable on logout');
      }
    }
    // Signed out in this browser whatever the api said: the cookies go either way.
    for (const spec of Object.values(sessionCookies)) clearCookie(ctx, spec);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { loggedOut: true };
  });

  return router;
}
