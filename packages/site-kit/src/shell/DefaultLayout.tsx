import {
  legalDocumentTypes,
  legalDocumentUrl,
  regions,
  splitLocalePrefix,
  switchLocalePath,
  toRegionKey,
} from '@allas/core';
import {
  ButtonLink,
  LanguageSwitch,
  SiteFooter,
  SiteHeader,
  Text,
  Link as UiLink,
  UserMenu,
  Wordmark,
} from '@allas/ui';
import {
  type LoaderFunctionArgs,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
} from 'react-router';
import { serverApi } from '../api/apiClient';
import { employerSections } from '../employer/employerSections';
import { matchDeclaration } from '../guards/runGuards';
import { useMessages } from '../i18n/useMessages';
import { gatewayContext } from '../routing/requestContext';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { userSections } from '../user/userSections';
import { logOut } from './logOut';
import { employerEntrySection, footerColumns, headerSections } from './navigation';
import { useRootData } from './useRootData';

/** The footer's legal documents from the api; the footer shows none when the api cannot say. */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const gateway = context.get(gatewayContext);
    const documents = await serverApi({
      baseUrl: gateway.apiUrl,
      requestId: gateway.requestId,
    }).get('/dj-documents');
    return { documents };
  } catch {
    return { documents: null };
  }
}

/**
 * A link the footer may show: another site's page, or one of ours whose route is registered (the
 * api names documents under the site's own /legal/ path before that screen exists).
 */
function reachable(url: string, publicBaseUrl: string): boolean {
  if (!publicBaseUrl || !url.startsWith(publicBaseUrl)) return true;
  const path = splitLocalePrefix(new URL(url).pathname).rest;
  return matchDeclaration(path) !== null;
}

export const MAIN_CONTENT_ID = 'main-content';

/** The default layout (spec §2 shell): header, the page, footer. */
export default function DefaultLayout() {
  const root = useRootData();
  const href = useLocalizedHref();
  const { documents } = useLoaderData<typeof loader>();
  const t = useMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  if (root === undefined) return <Outlet />;
  const { locale, defaultLang, availableLangs, regionCode, user } = root;
  const region = regions[regionCode];
  const legalLinks = legalDocumentTypes.flatMap((type) => {
    const url =
      documents && legalDocumentUrl(documents, type, toRegionKey(regionCode), locale, defaultLang);
    return url && reachable(url, root.publicBaseUrl)
      ? [{ label: t(`legal.${type}`), href: url }]
      : [];
  });
  const account = user ? (
    <UserMenu
      name={user.name}
      items={(user.userType === 'employer' ? employerSections : userSections)
        .filter((section) => isRegistered(section.route))
        .map((section) => ({ label: t(section.label), href: href(section.path) }))}
      onLogOut={async () => {
        await logOut();
        await navigate(href('/'));
        await revalidator.revalidate();
      }}
    />
  ) : isRegistered('login') ? (
    <ButtonLink href={href('/login')} size="small">
      {t('header.logIn')}
    </ButtonLink>
  ) : null;
  // The employer entry: their landing page, marked while the visitor is in the employer pages.
  const employerEntry =
    user?.userType !== 'employer' && isRegistered(employerEntrySection.route) ? (
      <ButtonLink
        href={href(employerEntrySection.path)}
        variant="secondary"
        size="small"
        aria-current={root.path.startsWith('/employer') ? 'page' : undefined}
      >
        {t(employerEntrySection.label)}
      </ButtonLink>
    ) : null;
  return (
    <>
      <SiteHeader
        logo={<Wordmark href={href('/')} />}
        navigation={headerSections
          .filter((section) => isRegistered(section.route))
          .map((section) => ({
            label: t(section.label),
            href: href(section.path),
            current: root.path.startsWith(section.path),
          }))}
        mainContentId={MAIN_CONTENT_ID}
        actions={
          <>
            <LanguageSwitch
              current={locale}
              locales={availableLangs}
              hrefForLocale={(lang) => switchLocalePath(location.pathname, lang, { defaultLang })}
            />
            {employerEntry}
          </>
        }
        account={account}
      />
      <main id={MAIN_CONTENT_ID}>
        <Outlet />
      </main>
      <SiteFooter
        brand={
          <>
            <Wordmark href={href('/')} size="small" />
            <Text size="small" tone="muted">
              {t('footer.tagline')}
            </Text>
          </>
        }
        columns={[
          ...footerColumns.flatMap((column) => {
            const links = column.sections
              .filter((section) => isRegistered(section.route))
              .map((section) => ({ label: t(section.label), href: href(section.path) }));
            return links.length > 0 ? [{ title: t(column.title), links }] : [];
          }),
          {
            title: t('footer.contacts'),
            links: [
              ...(isRegistered('contact-us')
                ? [{ label: t('footer.contactUs'), href: href('/contact-us') }]
                : []),
              { label: region.company.email, href: `mailto:${region.company.email}` },
            ],
          },
        ]}
        legal={
          legalLinks.length > 0
            ? legalLinks.map((link) => (
                <UiLink key={link.href} href={link.href} tone="neutral">
                  {link.label}
                </UiLink>
              ))
            : undefined
        }
        bottomLine={t('footer.copyright', {
          year: new Date().getFullYear(),
          company: region.company.legalName,
        })}
      />
    </>
  );
}
