/** Colour tones of a pill, from the theme's badge tokens. */
export const tagPillTones = ['neutral', 'brand', 'success', 'warning'] as const;
export type TagPillTone = (typeof tagPillTones)[number];
