import { type Locale, localizedPath, type RegionConfig } from '@allas/core';
import { type RouteDeclaration, registeredDeclarations } from '../routing/routeDeclarations';

/** Pages a search engine should list: registered, without params, guards or the maintenance page. */
export function sitemapDeclarations(declarations?: readonly RouteDeclaration[]) {
  return registeredDeclarations(declarations).filter(
    (d) => !d.path.includes(':') && (d.guards ?? []).length === 0 && d.layout !== 'none',
  );
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
  const entries = sitemapDeclarations(declarations).flatMap((d) =>
    region.availableLangs.map((lang) => {
      const alternates = region.availableLangs
        .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(d.path, alt)}"/>`)
        .join('');
      return `<url><loc>${url(d.path, lang)}</loc>${alternates}</url>`;
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
