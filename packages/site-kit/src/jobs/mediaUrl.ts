/**
 * The api answers media (logos, banners) with its own public address. The sites' CSP allows
 * images from their own origin only, and the gateway forwards /api/* to the api, so a media file
 * of the api is shown through /api on the page's origin. Other addresses pass unchanged.
 */
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.pathname.startsWith('/media/')) return `/api${parsed.pathname}${parsed.search}`;
    return url;
  } catch {
    return url.startsWith('/media/') ? `/api${url}` : url;
  }
}
