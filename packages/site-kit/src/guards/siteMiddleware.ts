import { checkGtmId, cookieTable, parseCookieHeader, type RegionConfig } from '@allas/core';
import { data, type MiddlewareFunction, redirect } from 'react-router';
import { ApiError, serverApi } from '../api/apiClient';
import { pageAvailabilityContext, withAvailabilityStatus } from '../routing/pageAvailability';
import {
  type GatewayRequestContext,
  gatewayContext,
  pageContext,
  type SessionUser,
} from '../routing/requestContext';
import { routeDeclarations } from '../routing/routeDeclarations';
import { configuredRegion, type SiteConfig } from '../routing/siteConfig';
import { assertKnownGuards } from './guardNames';
import { runGuards } from './runGuards';

/** A single-fetch request (client navigation) names the page's URL with `.data` appended. */
export function pagePathname(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** `react-router dev` renders without the gateway: the embedded defaults stand in for it. */
function gatewayOrDefaults(
  read: () => GatewayRequestContext,
  region: RegionConfig,
): GatewayRequestContext {
  try {
    return read();
  } catch {
    return {
      region: region.regionCode,
      cspNonce: '',
      requestId: '',
      apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3001',
      publicBaseUrl: 'http://localhost:5173',
      gtmId: undefined,
      maintenance: false,
    };
  }
}

/** The session behind the token cookie, or null (no cookie, expired token, api unreachable). */
async function lookUpSession(
  gateway: GatewayRequestContext,
  token: string,
): Promise<SessionUser | null> {
  try {
    const profile = await serverApi({
      baseUrl: gateway.apiUrl,
      token,
      requestId: gateway.requestId,
    }).get('/profile');
    return {
      name: `${profile.firstName} ${profile.lastName}`.trim() || profile.email,
      userType: profile.userType,
    };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** The region's tag-manager id when it is a valid one; an invalid id keeps tracking off. */
export function validGtmId(id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  const check = checkGtmId(id);
  return check.ok ? check.id : undefined;
}

/**
 * The root middleware of a site: runs the guards of spec §4 on the server, both for the first
 * (SSR) request and for every client navigation (its `.data` request), then records the page's
 * language, path and session for the loaders. It sets no cookie: the browser stores the language
 * (shell/languageCookie.ts), so a signed-out page's answer can be cached (issue 15 §3).
 */
export function siteMiddleware(site: SiteConfig): MiddlewareFunction<Response> {
  // An unknown guard name stops the server build from loading (spec §4 guard 5).
  assertKnownGuards(routeDeclarations);
  const region = configuredRegion(site.region, process.env);
  return async ({ request, context }, next) => {
    const gateway = gatewayOrDefaults(() => context.get(gatewayContext), region);
    const url = new URL(request.url);
    const pathname = pagePathname(url.pathname);
    const cookies = parseCookieHeader(request.headers.get('cookie') ?? undefined);
    const token = cookies.get(cookieTable.token.name);
    let session: Promise<SessionUser | null> | undefined;
    const sessionOnce = () => {
      session ??= token ? lookUpSession(gateway, token) : Promise.resolve(null);
      return session;
    };
    const outcome = await runGuards({
      url: { pathname, search: url.search },
      region,
      maintenance: gateway.maintenance,
      cookies,
      session: sessionOnce,
    });
    if (outcome.kind === 'redirect') throw redirect(outcome.location, outcome.status);
    if (outcome.kind === 'not-found') throw data({ path: outcome.path }, { status: 404 });
    if (outcome.kind === 'candidate-only') throw data({ candidateOnly: true }, { status: 403 });
    if (outcome.kind === 'employer-only') throw data({ employerOnly: true }, { status: 403 });
    context.set(pageContext, {
      region,
      locale: outcome.locale,
      prefix: outcome.prefix,
      path: outcome.path,
      user: await sessionOnce(),
    });
    // The maintenance page tells of an outage: it answers 503 with Retry-After, so monitors and
    // crawlers see one and nothing indexes it as content.
    const availability = { unavailable: outcome.declaration?.module === 'maintenance' };
    context.set(pageAvailabilityContext, availability);
    // Client navigations (`.data`) keep their status: the router reads their payload, not the code.
    const isDocument = !url.pathname.endsWith('.data');
    const rendered = await next();
    return isDocument ? withAvailabilityStatus(rendered, availability) : rendered;
  };
}
