import { z } from 'zod';
import { toRegionKey } from '../region/regionCodes';
import type { RegionConfig } from '../region/regionConfig';

export const bannerSchema = z.object({
  id: z.string().min(1),
  imageUrl: z.url(),
  /** Where a click leads; null for a picture-only banner. */
  linkUrl: z.url().nullable(),
  /** Alternative text; empty only for purely decorative banners. */
  alt: z.string(),
  companySlug: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /banners: placement name → the banners that may appear there. */
export const bannersMapSchema = z.record(z.string().min(1), z.array(bannerSchema));
export type BannersMap = z.infer<typeof bannersMapSchema>;

/** A number in [0, 1), like Math.random; tests inject a fixed sequence. */
export type RandomSource = () => number;

/** One of a placement's banners at random; undefined for an empty placement. */
export function chooseBanner(
  banners: readonly Banner[],
  random: RandomSource = Math.random,
): Banner | undefined {
  if (banners.length === 0) return undefined;
  // Clamp: a source that returns 1 (or garbage) must still give a banner of the list.
  const draw = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  const index = Number.isFinite(draw) ? Math.floor(draw * banners.length) : 0;
  return banners[index];
}

/** Spec §7: the banner call asks for `region=blue` on the blue sites, else the lower-case region. */
export function bannerRegionParam(
  region: Pick<RegionConfig, 'regionCode' | 'isBlue'>,
): 'hu' | 'ro' | 'blue' {
  return region.isBlue ? 'blue' : toRegionKey(region.regionCode);
}
