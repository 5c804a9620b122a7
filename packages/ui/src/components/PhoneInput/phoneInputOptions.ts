/** The markets allas serves; the region picks the default country (HU → +36, RO → +40). */
export const phoneRegions = ['HU', 'RO'] as const;
export type PhoneRegion = (typeof phoneRegions)[number];
