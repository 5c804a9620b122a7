import type { IncomingMessage } from 'node:http';
import type { Next } from 'koa';
import type { GatewayContext } from './state';

/** More unread body than this is not worth reading: the connection is closed after the answer. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;
/** A client that sends its body this slowly is not kept waiting for its answer either. */
const DRAIN_TIMEOUT_MS = 5_000;

/** Reads and discards the rest of a body; false when it was too large or too slow to finish. */
function drain(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let size = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onEnd);
      req.off('error', onError);
      if (!drained) req.pause();
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), DRAIN_TIMEOUT_MS);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onEnd);
    req.once('error', onError);
    req.resume();
  });
}

/**
 * A request answered without reading its body (a POST to a page without a form, a 404, a 419)
 * would leave the rest of that body on a kept-alive connection, which Node then cuts: the browser's
 * next request on it is reset. So the unread rest is read and dropped before the answer goes
 * out, and a body too large or too slow for that closes the connection cleanly after the answer.
 */
export async function drainRequestBody(ctx: GatewayContext, next: Next) {
  await next();
  const req = ctx.req;
  if (req.complete || req.readableEnded || req.destroyed) return;
  if (!(await drain(req))) ctx.set('Connection', 'close');
}
