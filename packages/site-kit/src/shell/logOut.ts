import { cookieTable, parseCookieHeader } from '@allas/core';

/**
 * Logs out through the gateway, which clears the token, session and XSRF cookies; the XSRF
 * double-submit header comes from the readable XSRF-TOKEN cookie.
 */
export async function logOut(): Promise<void> {
  const xsrf = parseCookieHeader(document.cookie).get(cookieTable.xsrfToken.name) ?? '';
  await fetch('/api/logout', {
    method: 'POST',
    headers: { 'X-XSRF-TOKEN': xsrf, accept: 'application/json' },
    credentials: 'same-origin',
  });
}
