import { type Locale, localizedPath, type RegionConfig } from '@allas/core';
import {
  landingListSlugs,
  type RouteDeclaration,
  registeredDeclarations,
} from '../routing/routeDeclarations';

/**
 * Pages a search engine should list: registered, without guards, not the maintenance page nor a
 * one-visitor link page; the landing lists once per slug, other pages with params not at all (ads,
 * companies and articles come and go with the data).
 */
export function sitemapPaths(declarations?: readonly RouteDeclaration[]): string[] {
  return registeredDeclarations(declarations)
    .filter((d) => (d.guards ?? []).length === 0 && d.layout !== 'none' && d.indexable !== false)
    .flatMap((d) => {
      if (d.name === 'list-jobs') return landingListSlugs.map((slug) => `/list/jobs/${slug}`);
      return d.path.includes(':') ? [] : [d.path];
    });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The region's sitemap.xml: every listed page in every offered language, with alternates. */
export function sitemapXml(
  region: Pick<RegionConfig, 'defaultLang' | 'availableLangs'>,
  publicBaseUrl: string,
  declarations?: readonly RouteDeclaration[],
): string {
  const url = (path: string, lang: Locale) =>
    escapeXml(`${publicBaseUrl}${localizedPath(path, lang, region)}`);
  const entries = sitemapPaths(declarations).flatMap((path) =>
    region.availableLangs.map((lang) => {
      const alternates = region.availableLangs
        .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(path, alt)}"/>`)
        .join('');
      return `<url><loc>${url(path, lang)}</loc>${alternates}</url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
