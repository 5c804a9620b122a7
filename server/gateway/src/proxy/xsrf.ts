import { timingSafeEqual } from 'node:crypto';
import { requestCookies, sessionCookies } from '../http/cookies';
import type { GatewayContext } from '../http/state';

export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Double-submit check: the X-XSRF-TOKEN header (browser code reads it from the readable
 * XSRF-TOKEN cookie) must equal that cookie. Another site can make the browser send the cookie, but
 * cannot read it to put it in a header. `fallback` is the spec's `xsrf` body field of the auth calls.
 */
export function xsrfMatches(ctx: GatewayContext, fallback?: string): boolean {
  const cookie = requestCookies(ctx).get(sessionCookies.xsrf.name);
  const header = ctx.get('x-xsrf-token') || fallback;
  if (!cookie || !header) return false;
  const expected = Buffer.from(cookie);
  const given = Buffer.from(decoded(header));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
