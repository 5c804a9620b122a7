import { parseCookieHeader } from '@allas/core';

/**
 * The reset link's token, moved out of the URL: the page's loader puts it in this short-lived
 * cookie and redirects to the same page without the query, so the token does not stay in the
 * address bar, the history or a Referer. It is readable by the page, which clears it once used.
 */
export const RESET_TOKEN_COOKIE = 'allas_reset';

/** The reset link is valid for 60 minutes (server/api auth routes); the cookie lives no longer. */
const RESET_TOKEN_MAX_AGE = 60 * 60;

export function resetTokenCookie(token: string, secure: boolean): string {
  const parts = [
    `${RESET_TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${RESET_TOKEN_MAX_AGE}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function resetTokenFrom(cookieHeader: string | null | undefined): string | null {
  const token = parseCookieHeader(cookieHeader ?? undefined).get(RESET_TOKEN_COOKIE);
  return token ? token : null;
}

/** Forgets the token in the browser once the new password is set. */
export function clearResetToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write; the Cookie Store API is not in every supported browser.
  document.cookie = `${RESET_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
