import { type SiteCode, siteCodes } from '@allas/core';

export interface RegionHost {
  /** Lower-case host name without port. */
  readonly host: string;
  /** The site that answers on it: a region's (HU, RO) or the blue-collar board (BLUE). */
  readonly site: SiteCode;
}

export const DEFAULT_REGION_HOSTS =
  'localhost=HU,hu.localhost=HU,ro.localhost=RO,blue.localhost=BLUE';

/**
 * Reads `host=SITE,host=SITE…`. The order matters: the first entry's site is the default for hosts
 * that are not listed (a load balancer's health probe by IP, a new domain not yet configured), so
 * a request never goes unanswered. Throws a plain message on a malformed entry.
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
    const site = match?.[2]?.toUpperCase();
    if (host === undefined || site === undefined) {
      throw new Error(`"${entry}" is not host=REGION (e.g. allas.hu=HU)`);
    }
    if (!(siteCodes as readonly string[]).includes(site)) {
      throw new Error(`"${entry}": region must be one of ${siteCodes.join(', ')}`);
    }
    if (seen.has(host)) throw new Error(`"${host}" is listed twice`);
    seen.add(host);
    return { host, site: site as SiteCode };
  });
}
