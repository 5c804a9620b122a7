import { apiErrorBody, decodeUriComponentOrUndefined, hasControlCharacters } from '@allas/core';
import type { Next } from 'koa';
import { requestLocale } from './locale';
import type { GatewayContext } from './state';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** 400 or 404 in the request's language: JSON on /api paths, a line of text on pages. */
function refuse(ctx: GatewayContext, status: 400 | 404): void {
  const locale = requestLocale(ctx);
  const body =
    status === 400
      ? apiErrorBody('bad_request', 'error.malformedAddress', locale)
      : apiErrorBody('not_found', 'error.notFound', locale);
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  if (isApiPath(ctx.path)) {
    ctx.body = body;
  } else {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = `${body.error.message}\n`;
  }
}

/**
 * Turns away request paths nothing behind the gateway should have to make sense of, before static
 * files or a site see them: an escape that does not decode (`/%E0%A4%A`, `/company/%`) is a 400;
 * a control character, a backslash or a dot segment after decoding (`/%00`, `/..%5c..%5c`) is a
 * 404. A page path with repeated slashes (`//jobs`, which a URL parser would read as a host named
 * "jobs") is redirected to its single-slash form; /api paths are normalised by the pass-through.
 */
export async function requestPath(ctx: GatewayContext, next: Next) {
  const raw = ctx.path;
  const decoded = decodeUriComponentOrUndefined(raw);
  if (decoded === undefined) return refuse(ctx, 400);
  if (
    hasControlCharacters(decoded) ||
    decoded.includes('\\') ||
    /(^|\/)\.\.?(\/|$)/.test(decoded)
  ) {
    return refuse(ctx, 404);
  }
  if (/\/{2,}/.test(raw) && !isApiPath(raw)) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return refuse(ctx, 404);
    const search = ctx.querystring === '' ? '' : `?${ctx.querystring}`;
    ctx.status = 308;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`${raw.replace(/\/{2,}/g, '/')}${search}`);
    ctx.status = 308;
    return;
  }
  await next();
}
