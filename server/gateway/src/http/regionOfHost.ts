import type { SiteCode } from '@allas/core';
import type { Next } from 'koa';
import type { RegionHost } from '../config/regionHosts';
import type { GatewayContext } from './state';

/**
 * The site of a host name (without port, case-insensitive). A host that is not configured gets
 * the first configured entry's site: the default one.
 */
export function siteOfHost(regionHosts: readonly RegionHost[], hostname: string): SiteCode {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const match = regionHosts.find((entry) => entry.host === host);
  return (match ?? regionHosts[0])?.site ?? 'HU';
}

export function siteByHost(regionHosts: readonly RegionHost[]) {
  return (ctx: GatewayContext, next: Next) => {
    ctx.state.site = siteOfHost(regionHosts, ctx.hostname);
    return next();
  };
}
