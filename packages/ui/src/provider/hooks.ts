import { useContext } from 'react';
import { themes } from '../themes/names';
import { DefaultLink } from './linkComponent';
import { UiContext, type UiContextValue } from './UiContext';

const fallback: UiContextValue = {
  theme: 'default',
  themeClassName: themes.default,
  locale: 'hu',
  overrides: undefined,
  LinkComponent: DefaultLink,
  toastDuration: 2500,
};

/** The provider's configuration, or the defaults (default theme, Hungarian, plain links) without one. */
export function useUi(): UiContextValue {
  return useContext(UiContext) ?? fallback;
}

/**
 * The current theme's class name, for portal roots: Radix portals mount in <body>, outside any
 * wrapper, so overlays put this class on their portalled root to stay themed.
 */
export function useThemeClassName(): string {
  return useUi().themeClassName;
}
