import { cookieTable } from '@allas/core';
import { requestCookies } from '../http/cookies';
import type { GatewayContext } from '../http/state';
import { pageLocale } from './pageLocale';

/**
 * Cookies that leave a page as it is for everyone: `i18n_redirected` is written by the browser
 * (site-kit's languageCookie) and read by nothing on the server — the page's language is its path;
 * `szmdModalShown` is written and read by the browser only (the award's vote invitation).
 */
const HARMLESS_COOKIES: ReadonlySet<string> = new Set([
  cookieTable.language.name,
  cookieTable.voteModalShown.name,
]);

/**
 * The consent cookie changes a page (the consent bar, whether the tag manager loads) in one of
 * three ways, so it is part of the key; a value other than these two is not cached at all.
 */
const CONSENT_COOKIE = cookieTable.consent.name;
const CONSENT_VALUES: ReadonlySet<string> = new Set(['true', 'false']);

/**
 * The key a signed-out page is cached under — protocol and host, path, query, the page's language
 * and the visitor's cookie-consent answer — or undefined when the request must be rendered for itself:
 * anything but GET; an Authorization header; a client navigation's data (`.data`, not a page);
 * any cookie but the harmless ones above. That last rule is deliberately wide: the session (`token`,
 * `allas_session`, `XSRF-TOKEN`), the developer-mode cookie that bypasses maintenance, the reset and
 * social-login cookies, and any cookie this list does not know (the tag manager's own included) all
 * mean "render it", so a page that depends on a cookie is never served to someone else. (The
 * cookies are read with the parser the sites read them with, so what it skips no page sees.)
 */
export function pageCacheKey(ctx: GatewayContext): string | undefined {
  if (ctx.method !== 'GET' || ctx.get('authorization')) return undefined;
  if (ctx.path.endsWith('.data')) return undefined;
  let consent = '';
  for (const [name, value] of requestCookies(ctx)) {
    if (HARMLESS_COOKIES.has(name)) continue;
    if (name !== CONSENT_COOKIE || !CONSENT_VALUES.has(value)) return undefined;
    consent = value;
  }
  const origin = `${ctx.protocol}://${ctx.host.toLowerCase()}`;
  return [origin, ctx.path, ctx.querystring, pageLocale(ctx), consent].join('\n');
}
