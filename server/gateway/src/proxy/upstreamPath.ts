/**
 * The api path for a browser path under /api: the prefix goes, dot segments and repeated slashes are
 * resolved, the query stays. Null when the result would leave the pass-through's reach: the api's
 * /auth routes answer tokens in their bodies, so they are reached only through the auth proxy.
 */
export function upstreamPath(originalUrl: string): string | null {
  const rest = originalUrl.replace(/^\/api(?=\/|\?|$)/, '');
  const parsed = new URL(`http://api${rest.startsWith('/') ? '' : '/'}${rest}`);
  const pathname = parsed.pathname.replace(/\/{2,}/g, '/');
  if (/^\/auth(\/|$)/i.test(pathname)) return null;
  return `${pathname}${parsed.search}`;
}
