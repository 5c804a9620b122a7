import type { Config } from '../config.ts';

/**
 * The public address of a site, for links in mails and answers: Romania's for 'ro', the
 * blue-collar board's for 'blue' (its banners), Hungary's for anything else (English lives on the
 * Hungarian domain).
 */
export function siteBaseUrl(
  config: Pick<Config, 'PUBLIC_BASE_URL_HU' | 'PUBLIC_BASE_URL_RO' | 'PUBLIC_BASE_URL_BLUE'>,
  region: string,
): string {
  if (region === 'ro') return config.PUBLIC_BASE_URL_RO;
  return region === 'blue' ? config.PUBLIC_BASE_URL_BLUE : config.PUBLIC_BASE_URL_HU;
}
