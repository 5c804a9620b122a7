import { needsSignedInUser } from '@allas/core';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { checkXsrf, userForBearerToken } from '../auth/sessions.ts';
import { ApiError, forbidden, unauthenticated } from './api-error.ts';
import { requestLocale } from './locale.ts';
import { readMultipart } from './multipart.ts';
import { readJsonBody } from './read-body.ts';
import type { RouteDefinition, SignedInUser } from './route.ts';
import { parseInput } from './validation.ts';

export const SESSION_COOKIE = 'allas_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const DEFAULT_JSON_LIMIT = 64 * 1024;

export function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function currentUser(ctx: Context, deps: AppDeps): Promise<SignedInUser | null> {
  const token = bearerToken(ctx);
  return token ? userForBearerToken(deps.db, token, deps.now()) : null;
}

/** Koa's query values are string | string[]; list-valued schemas take arrays, others the first value. */
function plainQuery(ctx: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(ctx.query)) {
    if (value !== undefined && key !== 'locale') out[key] = value;
  }
  return out;
}

/** Registers each route (core's endpoint with its handler): access, XSRF, body, validation, handler, and (in tests) the answer's shape. */
export function mountRoutes(router: Router, routes: RouteDefinition[], deps: AppDeps) {
  const checkResponses = deps.config.NODE_ENV === 'test';
  for (const route of routes) {
    router[route.method](route.path, async (ctx: Context) => {
      const locale = requestLocale(ctx);
      ctx.state.locale = locale;
      const stateChanging = route.method !== 'get';
      if (stateChanging && route.csrf !== false) {
        const ok = await checkXsrf(
          deps.db,
          ctx.cookies.get(SESSION_COOKIE),
          ctx.get('x-xsrf-token') || undefined,
          deps.now(),
        );
        if (!ok) throw new ApiError(419, 'csrf_mismatch', 'error.sessionExpired');
      }
      const user = route.access === 'public' ? null : await currentUser(ctx, deps);
      if (needsSignedInUser(route.access) && !user) throw unauthenticated();
      if (route.access === 'employer' && user?.userType !== 'employer') throw forbidden();
      if (route.access === 'candidate' && user?.userType !== 'candidate') throw forbidden();
      const params = route.params ? parseInput(route.params, ctx.params, 400) : {};
      const query = route.query ? parseInput(route.query, plainQuery(ctx), 400) : {};
      let body: unknown = {};
      let files = {};
      const isJson = /^application\/(.+\+)?json/i.test(ctx.get('content-type'));
      if (route.multipart && !isJson) {
        const parsed = await readMultipart(ctx.req, route.multipart);
        body = route.body ? parseInput(route.body, parsed.fields) : {};
        files = parsed.files;
      } else if (stateChanging) {
        const raw = await readJsonBody(ctx.req, route.bodyLimit ?? DEFAULT_JSON_LIMIT);
        body = route.body ? parseInput(route.body, raw) : {};
      }
      const result = await route.handle({ ctx, params, query, body, locale, user, files } as never);
      // Whatever a change touched, no visitor is shown the answer from before it.
      if (stateChanging) deps.shared.clear();
      if (route.raw) return;
      if (checkResponses) {
        const check = route.response.safeParse(result);
        if (!check.success) {
          throw new Error(
            `Response of ${route.method.toUpperCase()} ${route.path} breaks its schema: ${check.error.message}`,
          );
        }
      }
      ctx.status = route.status ?? 200;
      ctx.body = result;
    });
  }
}
