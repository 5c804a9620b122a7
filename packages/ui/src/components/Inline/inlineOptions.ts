export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];

export const inlineAlignsY = ['top', 'center', 'bottom'] as const;
export type InlineAlignY = (typeof inlineAlignsY)[number];

export const inlineElements = ['div', 'ul', 'ol', 'nav'] as const;
export type InlineElement = (typeof inlineElements)[number];

/** Below this breakpoint the items stack vertically. */
export const collapseBreakpoints = ['tablet', 'desktop'] as const;
export type CollapseBreakpoint = (typeof collapseBreakpoints)[number];
