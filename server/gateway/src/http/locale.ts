import { isLocale, type Locale, siteRegions } from '@allas/core';
import type { GatewayContext } from './state';

/**
 * The language of the gateway's own answers (error bodies): the `locale` query parameter, else the
 * first supported language of Accept-Language, else the site's default language.
 */
export function requestLocale(ctx: GatewayContext): Locale {
  const fromQuery = ctx.query.locale;
  if (isLocale(fromQuery)) return fromQuery;
  const accepted = ctx.acceptsLanguages();
  const match = accepted
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((lang): lang is Locale => isLocale(lang));
  return match ?? siteRegions[ctx.state.site ?? 'HU'].defaultLang;
}
