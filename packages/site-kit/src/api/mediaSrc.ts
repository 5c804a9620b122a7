/**
 * The address a page shows one of the api's pictures at (logos, banners, blog covers). The api
 * names its media by its own public address, which the sites' CSP (img-src 'self') does not allow
 * and the browser may not reach; the gateway forwards /api/* to the api, so the same file is
 * served on the page's origin under /api/media/. A data: URL passes; any other address gives
 * undefined: no picture rather than one the CSP blocks.
 */
export function mediaSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('data:')) return url;
  try {
    const { pathname, search } = new URL(url, 'http://api.invalid');
    return pathname.startsWith('/media/') ? `/api${pathname}${search}` : undefined;
  } catch {
    return undefined;
  }
}
