import { apiErrorBody } from '@allas/core';
import type { Next } from 'koa';
import { requestCookies, sessionCookies } from '../http/cookies';
import { answerFailure } from '../http/errorBodies';
import { requestLocale } from '../http/locale';
import type { GatewayContext } from '../http/state';
import { type ApiClient, ApiFailure } from './callApi';
import { apiRequestHeaders, applyApiResponseHeaders } from './headers';
import { upstreamPath } from './upstreamPath';
import { STATE_CHANGING_METHODS, xsrfMatches } from './xsrf';

export interface PassThroughOptions {
  api: ApiClient;
  timeoutMs: number;
  maxResponseBytes: number;
}

/** Answers a failed api call: 504 when the api stayed silent, 502 when it is down or said too much. */
export function answerApiFailure(ctx: GatewayContext, error: unknown): void {
  if (!(error instanceof ApiFailure)) throw error;
  ctx.state.logger.warn({ api: error.message }, 'api call failed');
  if (error.kind === 'aborted') {
    // Nobody is listening any more; the access log still says what happened.
    ctx.status = 499;
    return;
  }
  answerFailure(ctx, error.kind === 'timeout' ? 504 : 502);
}

/** A browser request that ended before it was answered: the api call is aborted with it. */
export function browserGone(ctx: GatewayContext): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Backend-for-frontend: every /api/* call the auth proxy does not handle goes to the api as /*,
 * with the token cookie as `Authorization: Bearer`, the X-XSRF-TOKEN double-submit check on
 * state-changing methods (419 otherwise), and only allow-listed headers in both directions.
 */
export function passThrough(options: PassThroughOptions) {
  return async (ctx: GatewayContext, next: Next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    const path = upstreamPath(ctx.originalUrl);
    if (path === null) {
      ctx.status = 404;
      ctx.body = apiErrorBody('not_found', 'error.notFound', requestLocale(ctx));
      return;
    }
    // RFC 8058 one-click unsubscribe: mail providers post it without cookies; its token names one
    // subscription and nothing else, so it needs no XSRF pair (the api's job alerts, issue 13).
    const oneClickUnsubscribe = ctx.method === 'POST' && path.startsWith('/unsubscribe/one-click?');
    if (STATE_CHANGING_METHODS.has(ctx.method) && !oneClickUnsubscribe && !xsrfMatches(ctx)) {
      answerFailure(ctx, 419);
      return;
    }
    const cookies = requestCookies(ctx);
    const headers = apiRequestHeaders(ctx, {
      token: cookies.get(sessionCookies.token.name),
      session: cookies.get(sessionCookies.session.name),
    });
    // A DELETE or PUT without a body (none declared) is sent as bodyless, so it can be retried.
    const declaresBody =
      ctx.req.headers['transfer-encoding'] !== undefined ||
      Number(ctx.req.headers['content-length'] ?? 0) > 0;
    const hasBody = !['GET', 'HEAD'].includes(ctx.method) && declaresBody;
    if (!hasBody) {
      // A GET that came with a body: the body stays here, so its length must not promise it to the
      // api, which would wait for it until the timeout.
      delete headers['content-length'];
      delete headers['content-type'];
    }
    try {
      const answer = await options.api.call({
        method: ctx.method,
        path,
        headers,
        ...(hasBody ? { body: ctx.req } : {}),
        timeoutMs: options.timeoutMs,
        maxResponseBytes: options.maxResponseBytes,
        signal: browserGone(ctx),
      });
      ctx.status = answer.status;
      applyApiResponseHeaders(ctx, answer.headers);
      if (answer.body.length > 0 || answer.headers['content-length'] !== undefined) {
        ctx.body = answer.body;
      }
    } catch (error) {
      answerApiFailure(ctx, error);
    }
  };
}
