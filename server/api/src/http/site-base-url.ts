import type { Config } from '../config.ts';

/**
 * The public address of a site, for links in mails and answers: Romania's for 'ro', Hungary's
 * for anything else (the blue site and the English language live on the Hungarian domain).
 */
export function siteBaseUrl(
  config: Pick<Config, 'PUBLIC_BASE_URL_HU' | 'PUBLIC_BASE_URL_RO'>,
  region: string,
): string {
  return region === 'ro' ? config.PUBLIC_BASE_URL_RO : config.PUBLIC_BASE_URL_HU;
}
