export const dividerTones = ['default', 'strong'] as const;
export type DividerTone = (typeof dividerTones)[number];

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export type DividerOrientation = (typeof dividerOrientations)[number];
