import type { Locale } from '../locale/locales';

/** Paths containing this word stay reachable during maintenance (the maintenance page itself). */
export const MAINTENANCE_PATH_WORD = 'maintenance';

/**
 * Reads the public maintenance setting from configuration text. Only an explicit yes turns it on:
 * a missing or mistyped variable must not take the sites down.
 */
export function parseMaintenanceFlag(value: string | boolean | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

/**
 * Spec §4 guard 2: while maintenance is on, every path except those containing "maintenance"
 * redirects to the maintenance page in the current language, unless the developer-mode cookie is
 * present. Returns the location, or null when the page may render.
 */
export function maintenanceRedirect(input: {
  maintenance: boolean;
  hasDeveloperCookie: boolean;
  pathname: string;
  locale: Locale;
}): string | null {
  if (!input.maintenance || input.hasDeveloperCookie) return null;
  if (input.pathname.includes(MAINTENANCE_PATH_WORD)) return null;
  return `/${input.locale}/${MAINTENANCE_PATH_WORD}`;
}
