import { apiErrorBody, type GatewayRequestContext, type SiteCode, siteRegions } from '@allas/core';
import type { GatewayConfig } from '../config/env';
import { requestLocale } from '../http/locale';
import { BodyTooLarge } from '../http/readBodyWithin';
import type { GatewayContext } from '../http/state';
import { type FetchHandler, readPageBody, renderWith } from './fetchAdapter';

/**
 * The load context of one render (core's GatewayRequestContext); the site's server entry turns it
 * into react-router's context.
 */
export function ssrContext(ctx: GatewayContext, config: GatewayConfig): GatewayRequestContext {
  const site = config.sites[ctx.state.site];
  return {
    // The market of the site: the blue-collar board shows Hungary's.
    region: siteRegions[site.code].regionCode,
    cspNonce: ctx.state.cspNonce,
    requestId: ctx.state.requestId,
    apiUrl: config.apiUrl,
    publicBaseUrl: site.publicBaseUrl,
    gtmId: site.gtmId,
    maintenance: config.maintenance,
  };
}

/**
 * The SSR hook: every request nothing earlier answered is rendered by its host's site. A site
 * without a build (only possible outside production, see locateSiteBuilds) answers 503 in plain
 * text that says so.
 */
export function siteRendering(
  handlers: ReadonlyMap<SiteCode, FetchHandler>,
  config: GatewayConfig,
) {
  return async (ctx: GatewayContext) => {
    const handler = handlers.get(ctx.state.site);
    if (handler === undefined) {
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `The ${ctx.state.site} site is not built yet.\n`;
      return;
    }
    let body: Buffer | undefined;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      try {
        body = await readPageBody(ctx);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        const message = apiErrorBody(
          'payload_too_large',
          'error.payloadTooLarge',
          requestLocale(ctx),
          {
            values: { limit: '64 kB' },
          },
        ).error.message;
        ctx.status = 413;
        ctx.set('Cache-Control', 'no-store');
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `${message}\n`;
        return;
      }
    }
    await renderWith(ctx, handler, ssrContext(ctx, config), body);
  };
}
