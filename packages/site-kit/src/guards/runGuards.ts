import {
  cookieTable,
  type Locale,
  maintenanceRedirect,
  type RegionConfig,
  resolveLocaleRoute,
  tokenQueryRedirect,
} from '@allas/core';
import { matchPath } from 'react-router';
import {
  type RouteDeclaration,
  registeredDeclarations,
  routeDeclarations,
} from '../routing/routeDeclarations';
import type { GuardName } from './guardNames';

export type GuardOutcome =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'not-found'; path: string }
  | { kind: 'candidate-only' }
  | { kind: 'employer-only' }
  | {
      kind: 'render';
      locale: Locale;
      prefix: Locale | null;
      path: string;
      declaration: RouteDeclaration | null;
    };

export interface GuardInput {
  url: { pathname: string; search: string };
  region: Pick<RegionConfig, 'defaultLang' | 'availableLangs'>;
  maintenance: boolean;
  cookies: ReadonlyMap<string, string>;
  /** The session, when the request has one; looked up only if a guard needs it. */
  session: () => Promise<{ userType: string } | null>;
  declarations?: readonly RouteDeclaration[];
}

type DeclarationMatch = {
  declaration: RouteDeclaration;
  params: Record<string, string | undefined>;
} | null;

/** Paths already matched, per declaration table: every request asks, mostly for the same paths. */
const rememberedMatches = new WeakMap<readonly RouteDeclaration[], Map<string, DeclarationMatch>>();
const REMEMBERED_PATHS = 1_000;

function firstMatch(path: string, declarations: readonly RouteDeclaration[]): DeclarationMatch {
  for (const declaration of registeredDeclarations(declarations)) {
    const match = matchPath({ path: declaration.path, end: true }, path);
    if (match) return { declaration, params: match.params };
  }
  return null;
}

/** The registered declaration whose path matches the unprefixed path, with its params. */
export function matchDeclaration(
  path: string,
  declarations: readonly RouteDeclaration[] = routeDeclarations,
): DeclarationMatch {
  let table = rememberedMatches.get(declarations);
  if (table === undefined) {
    table = new Map();
    rememberedMatches.set(declarations, table);
  }
  let match = table.get(path);
  if (match === undefined) {
    match = firstMatch(path, declarations);
    if (table.size >= REMEMBERED_PATHS) table.clear();
    table.set(path, match);
  }
  // A copy of the params, so that no caller changes the next request's.
  return match && { declaration: match.declaration, params: { ...match.params } };
}

/**
 * Where a guard sends a visitor without a session: the login page (the employer login for the
 * employer side), then back here.
 */
export function loginLocation(
  locale: Locale,
  returnTo: string,
  login: '/login' | '/employer/login' = '/login',
): string {
  return `/${locale}${login}?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * The named guards. Each needs a session (spec §4: the cookie named token, confirmed by the
 * session lookup). auth and candidate then let only job seekers through, so an employer never sees
 * a job seeker's private pages; employer only employers, so a job seeker never reaches the
 * employer side. The other kind of account gets the 403 page that names its own profile.
 */
async function namedGuard(
  name: GuardName,
  input: GuardInput,
  locale: Locale,
): Promise<GuardOutcome | null> {
  const returnTo = `${input.url.pathname}${input.url.search}`;
  const session = input.cookies.has(cookieTable.token.name) ? await input.session() : null;
  const forEmployers = name === 'employer';
  if (session === null) {
    const login = forEmployers ? '/employer/login' : '/login';
    return { kind: 'redirect', location: loginLocation(locale, returnTo, login), status: 302 };
  }
  if (forEmployers) return session.userType === 'employer' ? null : { kind: 'employer-only' };
  return session.userType === 'candidate' ? null : { kind: 'candidate-only' };
}

/**
 * The route guards of spec §4, in order, for one request: the URL's shape (no trailing slash, a
 * language the region offers), the page's validate, maintenance (bypassed by the developer
 * cookie, /maintenance exempt), the token/provider query prefix redirect, then the route's named
 * guards (auth, candidate, employer). Pure: the caller turns the outcome into a redirect, a 404 or the page.
 */
export async function runGuards(input: GuardInput): Promise<GuardOutcome> {
  const resolution = resolveLocaleRoute(input.url, input.region);
  if (resolution.kind === 'redirect') {
    return { kind: 'redirect', location: resolution.location, status: 301 };
  }
  const { locale, prefix, path } = resolution;
  const matched = matchDeclaration(path, input.declarations);
  if (matched?.declaration.validate && !matched.declaration.validate(matched.params)) {
    return { kind: 'not-found', path: input.url.pathname };
  }
  const maintenance = maintenanceRedirect({
    maintenance: input.maintenance,
    hasDeveloperCookie: input.cookies.has(cookieTable.developerMode.name),
    pathname: input.url.pathname,
    locale,
  });
  if (maintenance !== null) return { kind: 'redirect', location: maintenance, status: 302 };
  const tokenRedirect = tokenQueryRedirect(input.url, locale);
  if (tokenRedirect !== null) return { kind: 'redirect', location: tokenRedirect, status: 302 };
  for (const guard of matched?.declaration.guards ?? []) {
    const outcome = await namedGuard(guard, input, locale);
    if (outcome !== null) return outcome;
  }
  return { kind: 'render', locale, prefix, path, declaration: matched?.declaration ?? null };
}
