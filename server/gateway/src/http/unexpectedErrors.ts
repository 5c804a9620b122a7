import { apiErrorBody } from '@allas/core';
import type { Next } from 'koa';
import { requestLocale } from './locale';
import type { GatewayContext } from './state';

/**
 * A bug anywhere below answers 500 without details (they go to the log with the request id):
 * core's error body on /api paths, a short plain text on pages.
 */
export async function unexpectedErrors(ctx: GatewayContext, next: Next) {
  try {
    await next();
  } catch (error) {
    ctx.state.logger.error({ err: error }, 'unhandled error');
    if (ctx.headerSent || !ctx.writable) return;
    ctx.status = 500;
    ctx.set('Cache-Control', 'no-store');
    const body = apiErrorBody('internal', 'error.genericTryLater', requestLocale(ctx));
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      ctx.body = body;
    } else {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${body.error.message}\n`;
    }
  }
}
