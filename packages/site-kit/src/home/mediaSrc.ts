/**
 * The api names its pictures with its own public address, which the page's CSP (img-src 'self')
 * does not allow and which the browser may not even reach. The gateway forwards /api/* to the api,
 * so the api's /media/ files are served on the site's own origin under /api/media/.
 */
export function mediaSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('data:')) return url;
  const pathname = url.startsWith('/') ? url : new URL(url).pathname;
  return pathname.startsWith('/media/') ? `/api${pathname}` : undefined;
}
