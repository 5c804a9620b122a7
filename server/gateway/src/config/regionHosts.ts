import { type RegionCode, regionCodes } from '@allas/core';

export interface RegionHost {
  /** Lower-case host name without port. */
  readonly host: string;
  readonly region: RegionCode;
}

export const DEFAULT_REGION_HOSTS = 'localhost=HU,hu.localhost=HU,ro.localhost=RO';

/**
 * Reads `host=REGION,host=REGION…`. The order matters: the first entry's region is the default
 * for hosts that are not listed (a load balancer's health probe by IP, a new domain not yet
 * configured), so a request never goes unanswered. Throws a plain message on a malformed entry.
 */
export function parseRegionHosts(text: string): RegionHost[] {
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (entries.length === 0) throw new Error('needs at least one host=REGION entry');
  const seen = new Set<string>();
  return entries.map((entry) => {
    const match = /^([a-z0-9.-]+)=([a-z]+)$/i.exec(entry);
    const host = match?.[1]?.toLowerCase();
    const region = match?.[2]?.toUpperCase();
    if (host === undefined || region === undefined) {
      throw new Error(`"${entry}" is not host=REGION (e.g. allas.hu=HU)`);
    }
    if (!(regionCodes as readonly string[]).includes(region)) {
      throw new Error(`"${entry}": region must be one of ${regionCodes.join(', ')}`);
    }
    if (seen.has(host)) throw new Error(`"${host}" is listed twice`);
    seen.add(host);
    return { host, region: region as RegionCode };
  });
}
