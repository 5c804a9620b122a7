/**
 * Where to go after logging in or registering: the `redirect` query the auth guard puts on the
 * login link (runGuards' loginLocation), when it is a path on this site. Anything else (another
 * origin, `//host`, a backslash trick) falls back, so the parameter cannot send a visitor away.
 */
export function returnPath(redirect: string | null, fallback: string): string {
  if (redirect === null || !redirect.startsWith('/')) return fallback;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(redirect, base);
  } catch {
    return fallback;
  }
  // `//host`, `/\host` and the like resolve to another origin.
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same `redirect` query, carried from login to registration and back. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect === null ? path : `${path}?redirect=${encodeURIComponent(redirect)}`;
}
