import { z } from 'zod';
import type { RegionConfig } from './regionConfig';
import { hungaryBlueRegion, hungaryRegion, romaniaRegion } from './regions';

/**
 * The sites the gateway serves, one per host: a region's white-collar site (HU, RO) and the
 * Hungarian blue-collar board (BLUE), which shows the HU market under its own host and theme.
 */
export const siteCodes = ['HU', 'RO', 'BLUE'] as const;
export type SiteCode = (typeof siteCodes)[number];
export const siteCodeSchema = /* @__PURE__ */ z.enum(siteCodes);

/** Each site's region configuration (the one its `sites/<dir>/app/site.ts` passes to defineSite). */
export const siteRegions: Readonly<Record<SiteCode, RegionConfig>> = {
  HU: hungaryRegion,
  RO: romaniaRegion,
  BLUE: hungaryBlueRegion,
};

/** The site's folder under `sites/` (and its package name's suffix: `@allas/site-blue`). */
export function siteDirectory(code: SiteCode): 'hu' | 'ro' | 'blue' {
  return code === 'HU' ? 'hu' : code === 'RO' ? 'ro' : 'blue';
}
