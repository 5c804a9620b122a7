import { themes } from '@allas/ui';
import faviconUrl from '@allas/ui/favicon.svg?url&no-inline';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { Links, Meta, Scripts } from 'react-router';
import type { SiteConfig } from '../routing/siteConfig';
import { CatalogPreload } from './catalogPreload';
import { NonceContext } from './nonce';
import { usePageLocale, useRootData } from './useRootData';

/**
 * The document of every page (the root's Layout): `<html lang>` in the page's language, the site's
 * theme class on <html> (so portals are themed too, STACK gotcha 13), the brand's favicon (a
 * hashed asset from @allas/ui), and react-router's meta, links and scripts, the scripts carrying
 * the CSP nonce.
 */
export function SiteDocument({ site, children }: { site: SiteConfig; children: ReactNode }) {
  const locale = usePageLocale(site);
  const serverNonce = useContext(NonceContext);
  const rootData = useRootData();
  const nonce = serverNonce || rootData?.cspNonce || undefined;
  // The catalog preload serves the document's first load only (the browser entry waits for it);
  // a later language's catalog is fetched by the root's clientLoader before its page renders, and
  // a link changed to it would only ask for the same file again.
  const [catalogUrl] = useState(rootData?.messagesUrl);
  // The hydration signal: set once React has hydrated the page (effects run after the commit), so
  // the e2e journeys act only when clicks and typing reach React (tests/e2e/hydration.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale} className={themes[site.theme]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" type="image/svg+xml" href={faviconUrl} />
        <Meta />
        {catalogUrl === undefined ? null : <CatalogPreload href={catalogUrl} />}
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
