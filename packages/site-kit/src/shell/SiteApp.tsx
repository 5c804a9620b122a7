import { Outlet } from 'react-router';
import { compiledErrorMessages } from '../i18n/compiledErrorMessages';
import { SiteIntl } from '../i18n/SiteIntl';
import type { SiteConfig } from '../routing/siteConfig';
import { CookieConsent } from './CookieConsent';
import { usePageLocale, useRootData } from './useRootData';
import { useScrollOnNavigation } from './useScrollOnNavigation';

/** The root's component: the routed page in the page's language, the consent bar, scrolling. */
export function SiteApp({ site }: { site: SiteConfig }) {
  const locale = usePageLocale(site);
  const data = useRootData();
  useScrollOnNavigation();
  return (
    <SiteIntl locale={locale} messages={data?.messages ?? compiledErrorMessages[locale]}>
      <Outlet />
      <CookieConsent
        initial={data?.consent ?? 'undecided'}
        gtmId={data?.gtmId}
        nonce={data?.cspNonce ?? ''}
      />
    </SiteIntl>
  );
}
