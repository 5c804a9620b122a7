import { type CookieSpec, cookieTable, parseCookieHeader } from '@allas/core';
import type { GatewayContext } from './state';

/** The three cookies of a session the gateway keeps on the site's own domain (ARCHITECTURE §6). */
export const sessionCookies = {
  xsrf: cookieTable.xsrfToken,
  session: cookieTable.session,
  token: cookieTable.token,
} as const;

const sameSiteWord = { lax: 'Lax', strict: 'Strict', none: 'None' } as const;

/**
 * One Set-Cookie value from core's cookie table. Written by hand rather than with Koa's cookies
 * helper, which writes Expires without Max-Age and refuses Secure cookies unless Koa itself
 * believes the connection is encrypted.
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

export function setCookie(ctx: GatewayContext, spec: CookieSpec, value: string): void {
  ctx.append('Set-Cookie', serializeCookie(spec, value, { secure: ctx.secure }));
}

export function clearCookie(ctx: GatewayContext, spec: CookieSpec): void {
  ctx.append('Set-Cookie', serializeCookie(spec, '', { secure: ctx.secure, maxAgeSeconds: 0 }));
}

export function requestCookies(ctx: GatewayContext): Map<string, string> {
  return parseCookieHeader(ctx.get('cookie') || undefined);
}
