import {
  cookieTable,
  type Locale,
  parseCookieHeader,
  type RegionCode,
  splitLocalePrefix,
} from '@allas/core';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { validGtmId } from '../guards/siteMiddleware';
import { catalogUrlOf } from '../i18n/catalogAssets';
import { gatewayContext, pageContext, type SessionUser } from '../routing/requestContext';

export type ConsentState = 'accepted' | 'rejected' | 'undecided';

/** What every page of the shell needs, from the root loader. */
export interface RootLoaderData {
  regionCode: RegionCode;
  locale: Locale;
  defaultLang: Locale;
  availableLangs: Locale[];
  publicBaseUrl: string;
  user: SessionUser | null;
  gtmId: string | undefined;
  cspNonce: string;
  consent: ConsentState;
  /**
   * Where the page's catalog is (precompiled to ICU ASTs, so the browser formats it without
   * react-intl's message parser): a content-hashed file the page preloads and the browser fetches
   * once, rather than the whole catalog in every page's data (i18n/catalogAssets.ts).
   */
  messagesUrl: string;
}

/**
 * The root data as the shell reads it: the loader's, and the path without the language prefix
 * (for alternates, the language switch and the current section), taken from the URL shown, as
 * the root loader does not run again on every navigation (useRootData, rootDataOf).
 */
export interface RootData extends RootLoaderData {
  path: string;
}

/** The path without the language prefix, as the guards resolve it (spec §2). */
export function unprefixedPath(pathname: string): string {
  return splitLocalePrefix(pathname).rest;
}

export function consentState(value: string | undefined): ConsentState {
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'rejected';
  return 'undecided';
}

/** The root loader: the page's language, region languages, session and consent for the shell. */
export function rootLoader({ request, context }: LoaderFunctionArgs): RootLoaderData {
  const page = context.get(pageContext);
  let gateway: { gtmId: string | undefined; cspNonce: string; publicBaseUrl: string } = {
    gtmId: undefined,
    cspNonce: '',
    publicBaseUrl: '',
  };
  try {
    gateway = context.get(gatewayContext);
  } catch {
    // react-router dev without the gateway: no tag manager, no nonce, relative canonicals.
  }
  const cookies = parseCookieHeader(request.headers.get('cookie') ?? undefined);
  return {
    regionCode: page.region.regionCode,
    locale: page.locale,
    defaultLang: page.region.defaultLang,
    availableLangs: [...page.region.availableLangs],
    publicBaseUrl: gateway.publicBaseUrl,
    user: page.user,
    gtmId: validGtmId(gateway.gtmId),
    cspNonce: gateway.cspNonce,
    consent: consentState(cookies.get(cookieTable.consent.name)),
    messagesUrl: catalogUrlOf(page.locale),
  };
}

/**
 * The root loader runs again only when its answer may change: a navigation into another language,
 * a form submission (signing in or out), or an explicit revalidation (the same URL, as
 * useRevalidator asks after a session change). Other client navigations keep its data, so they
 * neither re-send it nor wait for it. The guards of the root middleware still run on the server
 * for every navigation to a page with a loader (spec §4): its `.data` request passes through the
 * middleware whichever loaders it asks for.
 */
export const rootShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') {
    return defaultShouldRevalidate;
  }
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return (
    splitLocalePrefix(currentUrl.pathname).locale !== splitLocalePrefix(nextUrl.pathname).locale
  );
};

/** The page's language when the root loader has not run (an error thrown by a guard). */
export function localeOfPath(pathname: string, fallback: Locale): Locale {
  return splitLocalePrefix(pathname).locale ?? fallback;
}
