export const wordmarkSizes = ['small', 'medium', 'large'] as const;
export type WordmarkSize = (typeof wordmarkSizes)[number];

export const wordmarkTones = ['brand', 'inverse'] as const;
export type WordmarkTone = (typeof wordmarkTones)[number];
