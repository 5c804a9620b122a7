import { createContext } from 'react';
import type { ThemeClassName, ThemeName } from '../themes/names';
import type { ChromeStrings } from './chromeStrings';
import type { LinkComponent } from './linkComponent';
import type { Locale } from './locales';

export interface UiContextValue {
  theme: ThemeName;
  themeClassName: ThemeClassName;
  locale: Locale;
  /**
   * The app's replacements of individual strings. Components apply them to their own string areas
   * (useStrings), so the provider carries no strings of its own.
   */
  overrides: Partial<ChromeStrings> | undefined;
  LinkComponent: LinkComponent;
  /** Auto-dismiss delay of non-dialog toasts, in ms (the spec's 2500 unless a test injects another). */
  toastDuration: number;
}

/** null outside a provider: hooks then fall back to the defaults (see useUi). */
export const UiContext = createContext<UiContextValue | null>(null);
