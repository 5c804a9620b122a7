import { localizedPath } from '@allas/core';
import { Box } from '@allas/ui';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { compiledErrorMessages } from '../i18n/compiledErrorMessages';
import { SiteIntl } from '../i18n/SiteIntl';
import type { SiteConfig } from '../routing/siteConfig';
import { AppErrorContent, NotFoundContent } from './ErrorContent';
import { usePageLocale, useRootData } from './useRootData';

/**
 * The root error boundary: a 404 thrown by a guard (a route's validate) shows the not-found page,
 * the candidate guard's refusal its message, anything else "Something went wrong. Try again a
 * little later." — always in the page's language, never a blank page.
 */
export function SiteErrorBoundary({ site }: { site: SiteConfig }) {
  const error = useRouteError();
  const locale = usePageLocale(site);
  const messages = useRootData()?.messages ?? compiledErrorMessages[locale];
  const location = useLocation();
  const homeHref = localizedPath('/', locale, site.region);
  const response = isRouteErrorResponse(error) ? error : null;
  return (
    <SiteIntl locale={locale} messages={messages}>
      <Box as="main" paddingY="xlarge">
        {response?.status === 404 ? (
          <NotFoundContent path={location.pathname} homeHref={homeHref} withTitle />
        ) : (
          <AppErrorContent
            candidateOnly={response?.status === 403 && Boolean(response.data?.candidateOnly)}
            homeHref={homeHref}
          />
        )}
      </Box>
    </SiteIntl>
  );
}
