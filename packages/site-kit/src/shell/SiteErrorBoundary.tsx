import { localizedPath } from '@allas/core';
import { Box } from '@allas/ui';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { compiledErrorMessages } from '../i18n/compiledErrorMessages';
import { SiteIntl } from '../i18n/SiteIntl';
import type { SiteConfig } from '../routing/siteConfig';
import { AppErrorContent, type GuardRefusal, NotFoundContent } from './ErrorContent';
import { usePageCatalog, usePageLocale } from './useRootData';

/** Which guard refused the page (siteMiddleware's 403 answers), if one did. */
function guardRefusal(response: { status: number; data?: unknown } | null): GuardRefusal | null {
  if (response?.status !== 403) return null;
  const data = (response.data ?? {}) as { candidateOnly?: boolean; employerOnly?: boolean };
  if (data.candidateOnly) return 'candidate-only';
  if (data.employerOnly) return 'employer-only';
  return null;
}

/**
 * The root error boundary: a 404 thrown by a guard (a route's validate) shows the not-found page,
 * a guard's refusal (a job seeker's page for an employer, or the reverse) its message, anything else "Something went wrong. Try again a
 * little later." — always in the page's language, never a blank page.
 */
export function SiteErrorBoundary({ site }: { site: SiteConfig }) {
  const error = useRouteError();
  const locale = usePageLocale(site);
  const messages = usePageCatalog() ?? compiledErrorMessages[locale];
  const location = useLocation();
  const homeHref = localizedPath('/', locale, site.region);
  const response = isRouteErrorResponse(error) ? error : null;
  return (
    <SiteIntl locale={locale} messages={messages}>
      <Box as="main" paddingY="xlarge">
        {response?.status === 404 ? (
          <NotFoundContent path={location.pathname} homeHref={homeHref} withTitle />
        ) : (
          <AppErrorContent refusal={guardRefusal(response)} homeHref={homeHref} />
        )}
      </Box>
    </SiteIntl>
  );
}
