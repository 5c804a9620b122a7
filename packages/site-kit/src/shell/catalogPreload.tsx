/** Finds the catalog's preload link in the document (entryClient.tsx). */
export const catalogPreloadSelector = 'link[rel="preload"][data-catalog]';

/**
 * The page's catalog, preloaded from the document's head: the browser entry waits for it before
 * hydrating, and the fetch it makes then (same URL, CORS mode, same-origin credentials) takes
 * the preloaded answer.
 */
export function CatalogPreload({ href }: { href: string }) {
  return <link rel="preload" href={href} as="fetch" crossOrigin="anonymous" data-catalog="" />;
}
