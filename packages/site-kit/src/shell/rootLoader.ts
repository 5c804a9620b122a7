import {
  cookieTable,
  type Locale,
  parseCookieHeader,
  type RegionCode,
  splitLocalePrefix,
} from '@allas/core';
import type { MessageFormatElement } from 'react-intl';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { validGtmId } from '../guards/siteMiddleware';
import type { MessageId } from '../i18n/catalogs';
import { compiledCatalogs } from '../i18n/compiledCatalogs';
import { gatewayContext, pageContext, type SessionUser } from '../routing/requestContext';

export type ConsentState = 'accepted' | 'rejected' | 'undecided';

/** What every page of the shell needs, from the root loader. */
export interface RootData {
  regionCode: RegionCode;
  locale: Locale;
  defaultLang: Locale;
  availableLangs: Locale[];
  /** The path without the language prefix (for alternates and the language switch). */
  path: string;
  publicBaseUrl: string;
  user: SessionUser | null;
  gtmId: string | undefined;
  cspNonce: string;
  consent: ConsentState;
  /**
   * The page's catalog, precompiled to ICU ASTs: only its language is sent to the browser, which
   * formats it without react-intl's message parser.
   */
  messages: Readonly<Record<MessageId, MessageFormatElement[]>>;
}

export function consentState(value: string | undefined): ConsentState {
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'rejected';
  return 'undecided';
}

/** The root loader: the page's language, region languages, session and consent for the shell. */
export function rootLoader({ request, context }: LoaderFunctionArgs): RootData {
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
    path: page.path,
    publicBaseUrl: gateway.publicBaseUrl,
    user: page.user,
    gtmId: validGtmId(gateway.gtmId),
    cspNonce: gateway.cspNonce,
    consent: consentState(cookies.get(cookieTable.consent.name)),
    messages: compiledCatalogs[page.locale],
  };
}

/**
 * The root loader runs on every navigation, so each client navigation makes a `.data` request and
 * the guards of the root middleware run again on the server (spec §4).
 */
export const rootShouldRevalidate: ShouldRevalidateFunction = () => true;

/** The page's language when the root loader has not run (an error thrown by a guard). */
export function localeOfPath(pathname: string, fallback: Locale): Locale {
  return splitLocalePrefix(pathname).locale ?? fallback;
}
