import type { RegionKey, SocialProvider } from '@allas/core';
import { ensureXsrf } from '../api/browserApi';

export interface SocialStartOptions {
  region: RegionKey;
  locale: string;
  /** Where to go once signed in (a path of this site), or the profile page to come back to. */
  redirect?: string | null;
  intent?: 'login' | 'link';
}

/**
 * The start of a social sign-in, on the site's own origin: the gateway passes /api/social/… to the
 * api, which sends the browser on to the provider. Same origin, so the httpOnly session cookie
 * binds the attempt to this browser.
 */
export function socialStartHref(provider: SocialProvider, options: SocialStartOptions): string {
  const query = new URLSearchParams({ region: options.region, locale: options.locale });
  if (options.intent === 'link') query.set('intent', 'link');
  if (options.redirect) query.set('redirect', options.redirect);
  return `/api/social/${provider}/start?${query}`;
}

/**
 * Follows a start link once the browser has its session (the attempt is bound to it): a first
 * visit gets one from the gateway's /api/csrf, then the page leaves for the provider.
 */
export async function startSocialSignIn(href: string): Promise<void> {
  await ensureXsrf().catch(() => undefined);
  window.location.assign(href);
}
