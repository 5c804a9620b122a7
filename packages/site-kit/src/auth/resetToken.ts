import { cookieTable, parseCookieHeader, serializeCookie } from '@allas/core';

/**
 * The reset link's token, moved out of the URL: the page's loader puts it in this short-lived
 * cookie and redirects to the same page without the query, so the token does not stay in the
 * address bar, the history or a Referer. It is readable by the page, which clears it once used.
 */
export const RESET_TOKEN_COOKIE = cookieTable.resetToken.name;

export function resetTokenCookie(token: string, secure: boolean): string {
  return serializeCookie(cookieTable.resetToken, token, { secure });
}

export function resetTokenFrom(cookieHeader: string | null | undefined): string | null {
  const token = parseCookieHeader(cookieHeader ?? undefined).get(RESET_TOKEN_COOKIE);
  return token ? token : null;
}

/** Forgets the token in the browser once the new password is set. */
export function clearResetToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write; the Cookie Store API is not in every supported browser.
  document.cookie = serializeCookie(cookieTable.resetToken, '', {
    secure: false,
    maxAgeSeconds: 0,
  });
}
