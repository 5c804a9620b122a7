import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { Logger } from 'pino';
import type { GatewayContext } from './state';

/** A caller's id is kept only when it is short and plain, so it cannot inject into logs or headers. */
const SANE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Gives each request an id (the caller's X-Request-Id when sane, else a new UUID), answers it in
 * X-Request-Id, and writes one JSON access-log line when the answer is done. The same id goes to
 * the api, so one request can be followed through both processes' logs.
 */
export function requestLog(logger: Logger) {
  return async (ctx: GatewayContext, next: Next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.logger = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.logger.info(
        {
          method: ctx.method,
          path: ctx.path,
          site: ctx.state.site,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}
