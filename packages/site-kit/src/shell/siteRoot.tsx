import '../styles';
import { site } from 'virtual:allas/site';
import { UiProvider } from '@allas/ui';
import type { ReactNode } from 'react';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { loadCatalog } from '../i18n/catalogStore';
import { RouterLink } from './RouterLink';
import type { RootLoaderData } from './rootLoader';
import { SiteApp } from './SiteApp';
import { SiteDocument } from './SiteDocument';
import { SiteErrorBoundary } from './SiteErrorBoundary';
import { usePageLocale } from './useRootData';

// The root route of both sites, its rendering half (the data half is siteRootData.ts); each site's
// `app/root.tsx` re-exports both. The site it serves is the site's own `app/site.ts`, which
// siteViteConfig resolves `virtual:allas/site` to. (A factory called with the site in
// `app/root.tsx` cannot do: react-router drops `middleware` and `loader` from the browser build
// only when they are exported by name, not as members of an object.)

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument site={site}>{children}</SiteDocument>;
}

/** UiProvider with the site's theme, the page's language and the router's link. */
function SiteUi({ children }: { children: ReactNode }) {
  const locale = usePageLocale(site);
  return (
    <UiProvider theme={site.theme} locale={locale} linkComponent={RouterLink}>
      {children}
    </UiProvider>
  );
}

/**
 * When the root loader runs again in the browser (another language, a session change), the page
 * in the new language shows once its catalog is loaded too (fetched once per language). The first
 * render uses the server's data, the catalog loaded by the browser entry.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = (await serverLoader()) as RootLoaderData;
  await loadCatalog(data.messagesUrl);
  return data;
}

export default function App() {
  return (
    <SiteUi>
      <SiteApp site={site} />
    </SiteUi>
  );
}

export function ErrorBoundary() {
  return (
    <SiteUi>
      <SiteErrorBoundary site={site} />
    </SiteUi>
  );
}
