import type { RegionCode } from '@allas/core';
import type { Next } from 'koa';
import type { RegionHost } from '../config/regionHosts';
import type { GatewayContext } from './state';

/**
 * The region of a host name (without port, case-insensitive). A host that is not configured gets
 * the first configured entry's region: the default region.
 */
export function regionOfHost(regionHosts: readonly RegionHost[], hostname: string): RegionCode {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const match = regionHosts.find((entry) => entry.host === host);
  return (match ?? regionHosts[0])?.region ?? 'HU';
}

export function regionByHost(regionHosts: readonly RegionHost[]) {
  return (ctx: GatewayContext, next: Next) => {
    ctx.state.region = regionOfHost(regionHosts, ctx.hostname);
    return next();
  };
}
