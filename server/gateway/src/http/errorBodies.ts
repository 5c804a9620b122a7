import { type ApiErrorBody, apiErrorBody } from '@allas/core';
import { requestLocale } from './locale';
import type { GatewayContext } from './state';

/** Statuses the gateway itself answers when the api cannot be used, with core's error body. */
export type GatewayFailure = 419 | 502 | 504;

/**
 * 419: the XSRF header is missing or differs from the cookie (the session is stale: reload).
 * 502/504: the api is down, too slow, or answered something the gateway will not pass on.
 */
export function failureBody(ctx: GatewayContext, status: GatewayFailure): ApiErrorBody {
  const locale = requestLocale(ctx);
  if (status === 419) return apiErrorBody('forbidden', 'error.sessionExpired', locale);
  return apiErrorBody('unavailable', 'error.genericTryLater', locale);
}

export function answerFailure(ctx: GatewayContext, status: GatewayFailure): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = failureBody(ctx, status);
}
