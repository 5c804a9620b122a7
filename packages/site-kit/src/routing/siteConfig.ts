import { type Locale, localeSchema, type RegionConfig } from '@allas/core';
import type { ThemeName } from '@allas/ui';

/** What a site tells site-kit about itself: its region and the theme it wears. */
export interface SiteConfig {
  region: RegionConfig;
  theme: ThemeName;
}

/** A site's configuration; the blue-collar variant of a region wears the blue theme. */
export function defineSite(region: RegionConfig): SiteConfig {
  return { region, theme: region.isBlue ? 'blue' : 'default' };
}

/**
 * The region's languages, optionally narrowed by configuration: `SITE_LANGS_HU=hu,en` (server
 * side; spec §2 "unless configured otherwise"). The default language is always offered. A bad
 * value throws with the variable's name, which stops the start.
 */
export function configuredRegion(
  region: RegionConfig,
  env: Readonly<Record<string, string | undefined>>,
): RegionConfig {
  const variable = `SITE_LANGS_${region.regionCode}`;
  const raw = env[variable]?.trim();
  if (!raw) return region;
  const parsed: Locale[] = [];
  for (const part of raw.split(',')) {
    const result = localeSchema.safeParse(part.trim());
    if (!result.success) throw new Error(`${variable}: "${part.trim()}" is not one of hu, ro, en`);
    parsed.push(result.data);
  }
  const availableLangs = parsed.includes(region.defaultLang)
    ? parsed
    : [region.defaultLang, ...parsed];
  return { ...region, availableLangs };
}
