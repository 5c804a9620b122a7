/** Minimum viewport widths in px. Mobile is everything below tablet. */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const breakpointNames = [
  'mobile',
  'tablet',
  'desktop',
] as const satisfies readonly Breakpoint[];

/** Media queries for use in vanilla-extract `@media` blocks. */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
