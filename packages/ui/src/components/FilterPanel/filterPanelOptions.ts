/**
 * When the filters fold behind a "Filters (n)" button: `belowTablet` (phones; open from the tablet
 * breakpoint up), `belowDesktop` (phones and tablets; open from the desktop breakpoint up, e.g. in
 * a sidebar beside the results) or `always` (e.g. a panel above the results in a narrow column).
 */
export const filterPanelCollapses = ['belowTablet', 'belowDesktop', 'always'] as const;
export type FilterPanelCollapse = (typeof filterPanelCollapses)[number];

export const filterPanelHeadingLevels = [2, 3] as const;
export type FilterPanelHeadingLevel = (typeof filterPanelHeadingLevels)[number];
