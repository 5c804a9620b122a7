import type { CompiledCatalog } from './compiledCatalogs';

// The page's catalog is a static file with a content hash in its name (catalogAssets.ts), fetched
// once per language and kept here by its URL: the server keeps its bundled catalogs here (the
// root loader), the browser what it fetched before hydrating (entryClient.tsx) or before showing a
// page in another language (the root's clientLoader). Meta functions read it here too.
const catalogs = new Map<string, CompiledCatalog>();
const loading = new Map<string, Promise<CompiledCatalog>>();

/** The catalog at this URL, if it is loaded. */
export function catalogAt(url: string): CompiledCatalog | undefined {
  return catalogs.get(url);
}

/** Keeps a catalog the process already holds (the server's bundled ones). */
export function keepCatalog(url: string, catalog: CompiledCatalog): void {
  catalogs.set(url, catalog);
}

/** Fetches the catalog at this URL once (the page preloads it); rejects when it cannot. */
export function loadCatalog(url: string): Promise<CompiledCatalog> {
  const kept = catalogs.get(url);
  if (kept !== undefined) return Promise.resolve(kept);
  let pending = loading.get(url);
  if (pending === undefined) {
    pending = fetch(url, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<CompiledCatalog>;
      })
      .then((catalog) => {
        catalogs.set(url, catalog);
        return catalog;
      })
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}
