/** Document outline level: renders h1 … h4. */
export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingTones = ['default', 'inverse'] as const;
export type HeadingTone = (typeof headingTones)[number];

export const headingAligns = ['left', 'center', 'right'] as const;
export type HeadingAlign = (typeof headingAligns)[number];
