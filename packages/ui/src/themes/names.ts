/**
 * Theme names and their stable class names. The class names are public API: apps put one on <html>,
 * partners may target it from plain CSS, and prebuilt stylesheets keep working across versions.
 */
export const themeNames = ['default', 'blue', 'wireframe', 'partner-jobsbridge'] as const;

export type ThemeName = (typeof themeNames)[number];

export const themes = {
  default: 'allas-theme-default',
  blue: 'allas-theme-blue',
  wireframe: 'allas-theme-wireframe',
  'partner-jobsbridge': 'allas-theme-partner-jobsbridge',
} as const satisfies Record<ThemeName, `allas-theme-${ThemeName}`>;

export type ThemeClassName = (typeof themes)[ThemeName];
