import type { SiteCode } from '@allas/core';
import type { Middleware, Next } from 'koa';
import serve from 'koa-static';
import type { GatewayContext } from '../http/state';
import { rangeRequests } from './rangeRequests';
import type { SiteBuild } from './siteBuilds';

/** A year; the file names under /assets/ carry a content hash, so a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other public files (fonts by fixed name, images) may change with a deploy. */
const SHORT = 'public, max-age=3600';

/** Media a player reads in parts: the whole file says it takes ranges (rangeRequests answers them). */
const RANGED = /\.(webm|mp4|m4a|ogg)$/i;

/**
 * Each site's browser files, served before SSR: hashed /assets/* cached for ever, the rest of
 * build/client briefly; a range of a hashed file (the workshop video) is answered with that part.
 * Only GET and HEAD; a file that is not there falls through to the site.
 */
export function siteAssets(builds: readonly SiteBuild[]) {
  const bySite = new Map<SiteCode, Middleware>();
  for (const build of builds) {
    const ranges = rangeRequests(build.clientDir, IMMUTABLE);
    const files = serve(build.clientDir, {
      index: false,
      hidden: false,
      gzip: false,
      brotli: false,
      setHeaders(res, path) {
        const hashed = /[\\/]assets[\\/]/.test(path);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : SHORT);
        if (RANGED.test(path)) res.setHeader('Accept-Ranges', 'bytes');
      },
    }) as unknown as Middleware;
    bySite.set(build.site, (ctx, next) => ranges(ctx as GatewayContext, () => files(ctx, next)));
  }
  return (ctx: GatewayContext, next: Next) => {
    const serveSite = bySite.get(ctx.state.site);
    return serveSite === undefined ? next() : serveSite(ctx, next);
  };
}
