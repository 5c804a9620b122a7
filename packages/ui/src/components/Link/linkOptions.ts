/** `link`: the theme's link colour; `neutral`: the surrounding text colour; `inverse`: on dark surfaces. */
export const linkTones = ['link', 'neutral', 'inverse'] as const;
export type LinkTone = (typeof linkTones)[number];

export const linkWeights = ['regular', 'semibold'] as const;
export type LinkWeight = (typeof linkWeights)[number];
