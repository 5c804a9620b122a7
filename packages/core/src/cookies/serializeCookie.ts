import type { CookieSpec } from './cookieTable';

const sameSiteWord = { lax: 'Lax', strict: 'Strict', none: 'None' } as const;

/**
 * One Set-Cookie value for an entry of the cookie table: the gateway's session cookies and the
 * sites' own (language, reset token, social-login code) are written by this one function.
 * `maxAgeSeconds: 0` deletes the cookie.
 */
export function serializeCookie(
  spec: CookieSpec,
  value: string,
  options: { secure: boolean; maxAgeSeconds?: number },
): string {
  const parts = [`${spec.name}=${encodeURIComponent(value)}`];
  const maxAge = options.maxAgeSeconds ?? spec.maxAgeSeconds;
  if (maxAge !== null) parts.push(`Max-Age=${maxAge}`);
  parts.push(`Path=${spec.path}`, `SameSite=${sameSiteWord[spec.sameSite]}`);
  if (spec.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
