import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Next } from 'koa';
import { inlineScriptHashes } from '../http/inlineScriptHashes';
import { contentSecurityPolicy } from '../http/securityHeaders';
import type { GatewayContext } from '../http/state';
import { pageCacheKey } from './pageCacheKey';
import { type CachedPage, type PageCacheLimits, PageCacheStore } from './pageCacheStore';

export interface PageCacheOptions extends PageCacheLimits {
  /** How long a CDN in front may keep sending an expired page while it fetches a fresh one. */
  readonly staleMs: number;
  /** Development: the CSP of a cached page allows Vite's hot-reload socket too. */
  readonly devSockets?: boolean;
  readonly now?: () => number;
}

/** Headers that belong to one answer rather than to the page, never kept with it. */
const PER_ANSWER = new Set([
  'age',
  'cache-control',
  'content-length',
  'content-security-policy',
  'date',
  'set-cookie',
  'vary',
  'x-cache',
  'x-request-id',
]);

/** A Cache-Control a site sets to keep an answer to its one visitor (reset and social-login pages). */
const NOT_SHARED = /\b(no-store|private|no-cache)\b/i;

const ENCODINGS = ['br', 'gzip'] as const;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * A kept page is compressed once, off the main thread, for all who get it: a hit then costs no
 * compression (Brotli of a 200 kB page takes a few ms, many times the rest of a hit). The quality
 * is above the streaming answers' since it is paid once per page and TTL.
 */
async function compressed(body: Buffer): Promise<CachedPage['encoded']> {
  const [br, gz] = await Promise.all([
    compressBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    compressGzip(body),
  ]);
  return { br, gzip: gz };
}

/** Whether a rendered answer may be kept and shared: a 200 HTML page that sets no cookie. */
function shareable(ctx: GatewayContext): boolean {
  return (
    ctx.status === 200 &&
    ctx.body != null &&
    ctx.response.is('html') !== false &&
    !ctx.response.get('set-cookie') &&
    !NOT_SHARED.test(String(ctx.response.get('cache-control') ?? ''))
  );
}

async function readBody(body: unknown): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of body as Readable) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

/** The headers the render set (not the gateway's own, which every answer gets anyway). */
function renderedHeaders(ctx: GatewayContext, before: Readonly<Record<string, unknown>>) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (PER_ANSWER.has(name) || value === before[name] || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * The shared cache of signed-out pages (issue 15 §3), in front of the render line so that a hit
 * costs no render and no place in it. Only what pageCacheKey lets through is looked up; a miss is
 * rendered as usual and, when it is a 200 HTML page that sets no cookie and does not ask to stay
 * private, read whole, kept for `ttlMs` and sent with
 * `Cache-Control: public, max-age=0, s-maxage=…, stale-while-revalidate=…` (`Vary: Cookie,
 * Authorization`) so a CDN in front may keep it too. Its CSP allows the page's inline scripts by
 * their sha256 hashes instead of the request's nonce, since the copy goes to many visitors (the
 * nonce attributes it carries are then inert). Everything else streams as before, with its nonce
 * and its own Cache-Control. Concurrent misses of one page wait for the first one's render.
 * `ttlMs` 0 turns the cache off.
 */
export function pageCache(options: PageCacheOptions) {
  if (options.ttlMs === 0) return (_ctx: GatewayContext, next: Next) => next();
  const now = options.now ?? Date.now;
  const store = new PageCacheStore(options, now);
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const cacheControl = `public, max-age=0, s-maxage=${seconds(options.ttlMs)}, stale-while-revalidate=${seconds(options.staleMs)}`;

  const send = (ctx: GatewayContext, page: CachedPage, outcome: 'hit' | 'miss') => {
    ctx.status = 200;
    ctx.set(page.headers);
    ctx.set('Content-Security-Policy', page.contentSecurityPolicy);
    ctx.set('Cache-Control', cacheControl);
    ctx.set('Age', String(seconds(now() - page.storedAt)));
    ctx.set('X-Cache', outcome);
    ctx.vary('Accept-Encoding');
    ctx.vary('Cookie');
    ctx.vary('Authorization');
    // As koa-compress (which leaves an answer with a Content-Encoding alone): Brotli where the
    // browser takes it, else gzip, and no header means no encoding.
    const encoding = ctx.get('accept-encoding')
      ? ENCODINGS.find((name) => ctx.acceptsEncodings(name) === name)
      : undefined;
    if (encoding !== undefined) {
      ctx.set('Content-Encoding', encoding);
      ctx.body = page.encoded[encoding];
    } else {
      ctx.body = page.body;
    }
  };

  /** Renders the page; resolves it when it is one to share, else leaves the answer as it is. */
  const render = async (ctx: GatewayContext, next: Next): Promise<CachedPage | undefined> => {
    let left = false;
    const leave = () => {
      left = true;
    };
    // Nothing is written before this middleware returns, so a close now is the browser leaving
    // (and a page whose render was cut short is not one to keep).
    ctx.res.once('close', leave);
    try {
      const before = { ...ctx.response.headers };
      await next();
      if (!shareable(ctx)) return undefined;
      let body: Buffer;
      try {
        body = await readBody(ctx.body);
      } catch (error) {
        if (left) return undefined;
        throw error;
      }
      ctx.body = body;
      if (left) return undefined;
      const hashes = inlineScriptHashes(body.toString('utf8'));
      return {
        body,
        encoded: await compressed(body),
        headers: renderedHeaders(ctx, before),
        contentSecurityPolicy: contentSecurityPolicy(hashes, options),
        storedAt: now(),
      };
    } finally {
      ctx.res.off('close', leave);
    }
  };

  return async (ctx: GatewayContext, next: Next) => {
    const key = pageCacheKey(ctx);
    if (key === undefined) return next();
    const cached = store.get(key);
    if (cached !== undefined) return send(ctx, cached, 'hit');
    const pending = rendering.get(key);
    if (pending !== undefined) {
      const page = await pending;
      // Not a page to share (a 404, a Set-Cookie …) or its browser left: this one renders itself.
      return page === undefined ? next() : send(ctx, page, 'hit');
    }
    const rendered = render(ctx, next);
    rendering.set(
      key,
      rendered.catch(() => undefined),
    );
    try {
      const page = await rendered;
      if (page === undefined) return;
      store.set(key, page);
      send(ctx, page, 'miss');
    } finally {
      rendering.delete(key);
    }
  };
}
