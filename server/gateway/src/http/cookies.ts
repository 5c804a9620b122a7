import { type CookieSpec, cookieTable, parseCookieHeader, serializeCookie } from '@allas/core';
import type { GatewayContext } from './state';

/** The three cookies of a session the gateway keeps on the site's own domain (ARCHITECTURE §6). */
export const sessionCookies = {
  xsrf: cookieTable.xsrfToken,
  session: cookieTable.session,
  token: cookieTable.token,
} as const;

// Core's serializeCookie writes the lines by hand rather than with Koa's cookies helper, which
// writes Expires without Max-Age and refuses Secure cookies unless Koa itself believes the
// connection is encrypted.
export function setCookie(ctx: GatewayContext, spec: CookieSpec, value: string): void {
  ctx.append('Set-Cookie', serializeCookie(spec, value, { secure: ctx.secure }));
}

export function clearCookie(ctx: GatewayContext, spec: CookieSpec): void {
  ctx.append('Set-Cookie', serializeCookie(spec, '', { secure: ctx.secure, maxAgeSeconds: 0 }));
}

export function requestCookies(ctx: GatewayContext): Map<string, string> {
  return parseCookieHeader(ctx.get('cookie') || undefined);
}
