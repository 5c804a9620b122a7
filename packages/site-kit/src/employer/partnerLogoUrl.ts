/**
 * The api names logos by its own public address, which the page's CSP (img-src 'self') does not
 * allow; the same file is served on the page's origin through the gateway's /api proxy.
 */
export function sameOriginMediaUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const { pathname } = new URL(url, 'http://api.invalid');
    return pathname.startsWith('/media/') ? `/api${pathname}` : null;
  } catch {
    return null;
  }
}
