import '@allas/site-kit/styles';
import {
  RouterLink,
  rootLoader,
  rootShouldRevalidate,
  SiteApp,
  SiteDocument,
  SiteErrorBoundary,
  siteMiddleware,
  usePageLocale,
} from '@allas/site-kit';
import { UiProvider } from '@allas/ui';
import type { ReactNode } from 'react';
import { site } from './site';

export const middleware = [siteMiddleware(site)];
export const loader = rootLoader;
export const shouldRevalidate = rootShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument site={site}>{children}</SiteDocument>;
}

export default function App() {
  const locale = usePageLocale(site);
  return (
    <UiProvider theme={site.theme} locale={locale} linkComponent={RouterLink}>
      <SiteApp site={site} />
    </UiProvider>
  );
}

export function ErrorBoundary() {
  const locale = usePageLocale(site);
  return (
    <UiProvider theme={site.theme} locale={locale} linkComponent={RouterLink}>
      <SiteErrorBoundary site={site} />
    </UiProvider>
  );
}
