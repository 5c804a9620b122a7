import { Outlet } from 'react-router';
import { compiledErrorMessages } from '../i18n/compiledErrorMessages';
import { SiteIntl } from '../i18n/SiteIntl';
import type { SiteConfig } from '../routing/siteConfig';
import { AwardModals } from '../voting/AwardModalsController';
import { CookieConsent } from './CookieConsent';
import { useLanguageCookie } from './languageCookie';
import { usePageCatalog, usePageLocale, useRootData } from './useRootData';
import { useScrollOnNavigation } from './useScrollOnNavigation';

/**
 * The root's component: the routed page in the page's language, the consent bar, scrolling, and
 * the language cookie.
 */
export function SiteApp({ site }: { site: SiteConfig }) {
  const locale = usePageLocale(site);
  const data = useRootData();
  const catalog = usePageCatalog();
  useScrollOnNavigation();
  useLanguageCookie(locale);
  return (
    <SiteIntl locale={locale} messages={catalog ?? compiledErrorMessages[locale]}>
      <Outlet />
      <AwardModals site={site} />
      <CookieConsent
        initial={data?.consent ?? 'undecided'}
        gtmId={data?.gtmId}
        nonce={data?.cspNonce ?? ''}
      />
    </SiteIntl>
  );
}
