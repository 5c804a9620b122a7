import type { Locale } from '@allas/core';
import { keepCatalog } from './catalogStore';
import enUrl from './compiled/en.json?url';
import huUrl from './compiled/hu.json?url';
import roUrl from './compiled/ro.json?url';
import { type CompiledCatalog, compiledCatalogs } from './compiledCatalogs';

/**
 * Each language's compiled catalog as a static file (server-side only): Vite names it by a hash of
 * its content (`/assets/hu-<hash>.json`), so the gateway serves it with immutable caching and a
 * browser fetches it once per deploy rather than in every page's data.
 */
const catalogUrls: Readonly<Record<Locale, string>> = { hu: huUrl, ro: roUrl, en: enUrl };

/**
 * The URL of a language's catalog for the page; the server keeps its bundled copy under that URL,
 * so what it renders (and the meta functions) read the same catalog the browser will fetch.
 */
export function catalogUrlOf(locale: Locale): string {
  const url = catalogUrls[locale];
  keepCatalog(url, compiledCatalogs[locale] as CompiledCatalog);
  return url;
}
