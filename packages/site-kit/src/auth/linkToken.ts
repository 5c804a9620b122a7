import { type CookieSpec, cookieTable, parseCookieHeader, serializeCookie } from '@allas/core';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pagePathname } from '../guards/siteMiddleware';
import { servedOverHttps } from '../routing/servedOverHttps';

/**
 * A mailed link's token (a password reset, a colleague's invitation), moved out of the URL: the
 * page's loader puts it in a short-lived cookie and redirects to the same page without the query,
 * so the token does not stay in the address bar, the history or a Referer. It is readable by the
 * page, which sends it in a POST body and clears it once used.
 */
export const linkTokenCookies = {
  reset: cookieTable.resetToken,
  invitation: cookieTable.invitationToken,
} as const satisfies Record<string, CookieSpec>;
export type LinkTokenKind = keyof typeof linkTokenCookies;

export function linkTokenCookie(kind: LinkTokenKind, token: string, secure: boolean): string {
  return serializeCookie(linkTokenCookies[kind], token, { secure });
}

export function linkTokenFrom(
  kind: LinkTokenKind,
  cookieHeader: string | null | undefined,
): string | null {
  const token = parseCookieHeader(cookieHeader ?? undefined).get(linkTokenCookies[kind].name);
  return token ? token : null;
}

/**
 * The loader of a page a mailed link opens with `?token=…`: moves the token into its cookie and
 * redirects to the page without it; afterwards answers the token from the cookie (null: none).
 */
export function tokenFromMailedLink(args: LoaderFunctionArgs, kind: LinkTokenKind): string | null {
  const url = new URL(args.request.url);
  const token = url.searchParams.get('token');
  if (token !== null) {
    url.searchParams.delete('token');
    const rest = url.searchParams.toString();
    const location = `${pagePathname(url.pathname)}${rest ? `?${rest}` : ''}`;
    throw redirect(location, {
      headers: {
        'Set-Cookie': linkTokenCookie(kind, token, servedOverHttps(args)),
        'Cache-Control': 'no-store',
      },
    });
  }
  return linkTokenFrom(kind, args.request.headers.get('cookie'));
}

/** Forgets the token in the browser once it is used. */
export function clearLinkToken(kind: LinkTokenKind): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write; the Cookie Store API is not in every supported browser.
  document.cookie = serializeCookie(linkTokenCookies[kind], '', {
    secure: false,
    maxAgeSeconds: 0,
  });
}
