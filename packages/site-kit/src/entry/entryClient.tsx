import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from '../i18n/catalogStore';
import { catalogPreloadSelector } from '../shell/catalogPreload';

/**
 * The browser entry both sites import: react-router's default hydration, once the page's catalog
 * (a content-hashed file the document preloads) is loaded, so the first client render shows the
 * same text as the server's HTML and nothing flashes untranslated. Should the catalog not load,
 * the page stays as the server rendered it (its links and forms work without scripts) rather than
 * hydrating with message ids.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The attribute as written (the root data's URL), not the resolved `href` property.
const catalogUrl =
  document.querySelector(catalogPreloadSelector)?.getAttribute('href') ?? undefined;
if (catalogUrl === undefined) {
  hydrate();
} else {
  loadCatalog(catalogUrl).then(hydrate, (error: unknown) => {
    console.error('The page stays without scripts: its messages did not load.', error);
  });
}
