/**
 * The api path for a browser path under /api: the prefix goes, dot segments and repeated slashes are
 * resolved, the query stays. Null when the result would leave the pass-through's reach: the api's
 * /auth routes answer tokens in their bodies, so they are reached only through the auth proxy, and
 * a segment that starts with `_` (`/_dev/outbox`, `/_test/…`) is a development or test helper,
 * which never answers through the gateway, in any mode.
 */
export function upstreamPath(originalUrl: string): string | null {
  const rest = originalUrl.replace(/^\/api(?=\/|\?|$)/, '');
  const parsed = new URL(`http://api${rest.startsWith('/') ? '' : '/'}${rest}`);
  const pathname = parsed.pathname.replace(/\/{2,}/g, '/');
  if (/^\/auth(\/|$)/i.test(pathname)) return null;
  if (/\/(_|%5f)/i.test(pathname)) return null;
  return `${pathname}${parsed.search}`;
}
