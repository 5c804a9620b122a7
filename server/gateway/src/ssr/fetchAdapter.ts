import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Context } from 'koa';
import { burstStream } from '../http/burstStream';
import { readBodyWithin } from '../http/readBodyWithin';

/** A Fetch-API handler: what a react-router server build becomes through createRequestHandler. */
export type FetchHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

/** The sites' forms are a few fields; a page POST larger than this is not one of them. */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A page request's body, read whole before the site sees it: a route without an action never reads
 * it, and a half-read body left on a kept-alive connection gets that connection cut. Past the
 * limit it rejects with BodyTooLarge.
 */
export function readPageBody(ctx: Context): Promise<Buffer> {
  return readBodyWithin(ctx.req, PAGE_BODY_LIMIT_BYTES);
}

/**
 * The Koa request as a Fetch Request (STACK §7): the URL from protocol, host and original URL,
 * every header (repeated ones appended), a signal that aborts when the browser goes away, and for
 * methods with a body that body (read beforehand by readPageBody), or else the request stream,
 * which Node's fetch only takes with `duplex: 'half'` (STACK gotcha 21).
 */
export function toFetchRequest(ctx: Context, body?: Buffer): Request {
  const url = new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host || 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: ctx.method,
    headers,
    signal: controller.signal,
  };
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    if (body !== undefined) {
      init.body = new Uint8Array(body);
    } else {
      init.body = Readable.toWeb(ctx.req) as ReadableStream<Uint8Array>;
      init.duplex = 'half';
    }
  }
  return new Request(url, init);
}

/**
 * Writes a Fetch Response onto the Koa answer: status, headers, each Set-Cookie separately (a
 * plain header loop would merge them into one, STACK gotcha 21), and the body as a stream so SSR
 * HTML streams to the browser as it renders (in bursts, see burstStream).
 */
export function applyFetchResponse(ctx: Context, response: Response): void {
  ctx.status = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') ctx.set(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) ctx.append('Set-Cookie', cookies);
  if (response.body === null) {
    // Koa turns a null body into 204 unless the status is set after it: a redirect from the
    // site (trailing slash, language, guards) must keep its 301/302.
    ctx.body = null;
    ctx.status = response.status;
    return;
  }
  // In bursts, so the compression flushes once per burst of React's writes, not per chunk. An
  // error of the page's stream reaches the answer's stream (pipeline destroys it with the error).
  ctx.body = pipeline(
    Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>),
    burstStream(),
    () => {},
  );
}

/** Renders one request with a Fetch handler. */
export async function renderWith(
  ctx: Context,
  handler: FetchHandler,
  loadContext?: unknown,
  body?: Buffer,
): Promise<void> {
  applyFetchResponse(ctx, await handler(toFetchRequest(ctx, body), loadContext));
}
