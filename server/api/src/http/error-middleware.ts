import type { Context, Next } from 'koa';
import { type Locale, translate } from '../i18n/messages.ts';
import { ApiError } from './api-error.ts';
import { requestLocale } from './locale.ts';
import { drainRequest } from './read-body.ts';

/**
 * Turns every failure into `{ error: { code, message, fields? } }` in the request's language. Only
 * unexpected errors are 5xx; they are logged with the request id and answered generically.
 */
export async function errorMiddleware(ctx: Context, next: Next) {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      throw new ApiError(404, 'not_found', 'error.pageNotFound', { path: ctx.path });
    }
    // The router answers 501 for a method HTTP does not define for any route (PROPFIND, TRACE):
    // that is the client's mistake, not a server fault, so it is a 405 like any other method.
    if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
      throw new ApiError(405, 'method_not_allowed', 'error.methodNotAllowed');
    }
  } catch (error) {
    // Refusals often come before the body was read (413, 415, 419, 401): answer after it is drained.
    if (!(await drainRequest(ctx.req))) ctx.set('Connection', 'close');
    const locale: Locale = ctx.state.locale ?? requestLocale(ctx);
    if (error instanceof ApiError) {
      ctx.status = error.status;
      ctx.set(error.headers);
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([name, problem]) => [
              name,
              translate(problem.key, locale, problem.params),
            ]),
          )
        : undefined;
      ctx.body = {
        error: {
          code: error.code,
          message: translate(error.messageKey, locale, error.params),
          ...(fields ? { fields } : {}),
        },
      };
      return;
    }
    ctx.state.logger?.error({ err: error }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { error: { code: 'internal', message: translate('error.genericTryLater', locale) } };
  }
}
