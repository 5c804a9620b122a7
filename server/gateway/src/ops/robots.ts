/**
 * robots.txt of one region: everything may be crawled except the api pass-through, and the
 * region's sitemap is named by its absolute public URL (crawlers need an absolute one).
 */
export function robotsTxt(publicBaseUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${publicBaseUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}
