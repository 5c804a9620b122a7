export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = ['default', 'muted', 'inverse', 'danger', 'success'] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textAligns = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof textAligns)[number];

export const textElements = ['p', 'span'] as const;
export type TextElement = (typeof textElements)[number];

/** Lines after which the text is cut with an ellipsis. */
export const textMaxLines = [1, 2, 3] as const;
export type TextMaxLines = (typeof textMaxLines)[number];
