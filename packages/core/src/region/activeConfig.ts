import { z } from 'zod';
import { localeSchema } from '../locale/localeSchema';
import type { Locale } from '../locale/locales';
import { regionCodeSchema } from './regionCodeSchemas';
import type { RegionConfig } from './regionConfig';

/** What a running site knows about itself (spec §3 "active configuration"). */
export const activeConfigSchema = z.object({
  apiUrl: z.url(),
  dashUrl: z.url(),
  isBlue: z.boolean(),
  /** The Hungarian white-collar site, where a few HU-only sections appear. */
  isNotBlueHU: z.boolean(),
  domain: z.string().min(1),
  region: regionCodeSchema,
  defaultLang: localeSchema,
  /** The current language. */
  code: localeSchema,
  availableLangs: z.array(localeSchema).min(1),
});
export type ActiveConfig = z.infer<typeof activeConfigSchema>;

export function activeConfigFor(
  region: RegionConfig,
  options: { apiUrl: string; dashUrl: string; locale: Locale },
): ActiveConfig {
  return {
    apiUrl: options.apiUrl,
    dashUrl: options.dashUrl,
    isBlue: region.isBlue,
    isNotBlueHU: !region.isBlue && region.regionCode === 'HU',
    domain: region.domain,
    region: region.regionCode,
    defaultLang: region.defaultLang,
    code: options.locale,
    availableLangs: [...region.availableLangs],
  };
}
