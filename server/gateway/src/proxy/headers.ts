import type { IncomingHttpHeaders } from 'node:http';
import { sessionCookies } from '../http/cookies';
import type { GatewayContext } from '../http/state';

/**
 * Browser request headers that reach the api. Everything else stays behind: cookies of the site
 * (the gateway sends only the api's own session cookie), a browser's own Authorization (the token
 * comes from the httpOnly cookie), hop-by-hop headers (Connection, Keep-Alive, TE, Upgrade …, which
 * describe the browser's connection, not the api's), and anything a client made up.
 */
export const forwardedRequestHeaders = [
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'x-xsrf-token',
  'if-none-match',
  'if-modified-since',
  'range',
  'if-range',
] as const;

/** Api answer headers that reach the browser. Set-Cookie never does: the gateway owns the cookies. */
export const forwardedResponseHeaders = [
  'content-type',
  'content-language',
  'content-disposition',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'location',
  'retry-after',
  'vary',
] as const;

/** The headers of a call to the api on behalf of this request. */
export function apiRequestHeaders(
  ctx: GatewayContext,
  options: { token: string | undefined; session: string | undefined },
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const name of forwardedRequestHeaders) {
    const value: string | string[] | undefined = ctx.req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.session !== undefined) {
    // The api checks X-XSRF-TOKEN against its browser session, so that one cookie goes along.
    headers.cookie = `${sessionCookies.session.name}=${encodeURIComponent(options.session)}`;
  }
  // Overwritten, never appended: only the address this gateway saw (or its trusted proxy reported).
  headers['x-forwarded-for'] = ctx.ip;
  headers['x-forwarded-proto'] = ctx.protocol;
  headers['x-forwarded-host'] = ctx.host;
  headers['x-request-id'] = ctx.state.requestId;
  return headers;
}

/** Copies the allowed answer headers onto the browser's answer. */
export function applyApiResponseHeaders(ctx: GatewayContext, headers: IncomingHttpHeaders): void {
  for (const name of forwardedResponseHeaders) {
    const value = headers[name];
    if (value !== undefined) ctx.set(name, value);
  }
}
