import { type Locale, siteRegions, splitLocalePrefix } from '@allas/core';
import type { GatewayContext } from '../http/state';

/** A page's language: its path prefix, else the site's default language. */
export function pageLocale(ctx: GatewayContext): Locale {
  return splitLocalePrefix(ctx.path).locale ?? siteRegions[ctx.state.site].defaultLang;
}
