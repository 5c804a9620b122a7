export const regionCodes = ['HU', 'RO'] as const;
export type RegionCode = (typeof regionCodes)[number];

/** Lower-case region keys, as the api uses them in maps and query strings (`region=hu`). */
export const regionKeys = ['hu', 'ro'] as const;
export type RegionKey = (typeof regionKeys)[number];

export function toRegionKey(code: RegionCode): RegionKey {
  return code === 'HU' ? 'hu' : 'ro';
}

/** The other way round: `region=ro` of a query names the RO market. */
export function toRegionCode(key: RegionKey): RegionCode {
  return key === 'ro' ? 'RO' : 'HU';
}
