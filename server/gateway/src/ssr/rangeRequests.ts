import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Next } from 'koa';
import type { GatewayContext } from '../http/state';

/** A hashed build file's path: one name under /assets/, so no path can leave the directory. */
const ASSET_PATH = /^\/assets\/[\w.-]+$/;
/** One range, as players ask for it: `bytes=start-end`, `bytes=start-` or `bytes=-suffix`. */
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Range requests for the site's hashed assets (koa-static answers whole files only): a video
 * player asks for parts of the workshop video to start and to seek. A single satisfiable range
 * answers 206 with that part; an unsatisfiable one 416; anything else (no range, several ranges,
 * another path) falls through to the static files, which answer the whole file.
 */
export function rangeRequests(clientDir: string, cacheControl: string) {
  return async (ctx: GatewayContext, next: Next) => {
    const range = ctx.get('range');
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !range || !ASSET_PATH.test(ctx.path)) {
      return next();
    }
    const wanted = SINGLE_RANGE.exec(range.trim());
    if (!wanted || (wanted[1] === '' && wanted[2] === '')) return next();
    const file = join(clientDir, ctx.path);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();
    const size = info.size;
    const [, from = '', to = ''] = wanted;
    let start: number;
    let end: number;
    if (from === '') {
      // The last `to` bytes.
      start = Math.max(0, size - Number(to));
      end = size - 1;
    } else {
      start = Number(from);
      end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
    }
    ctx.type = extname(file);
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('Cache-Control', cacheControl);
    if (start >= size || start > end || size === 0) {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${size}`);
      ctx.body = '';
      return;
    }
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${start}-${end}/${size}`);
    ctx.length = end - start + 1;
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file, { start, end });
  };
}
