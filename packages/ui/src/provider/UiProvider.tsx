import { type ReactNode, useMemo } from 'react';
import { ToastProvider } from '../components/Toast/ToastProvider';
import { type ThemeName, themes } from '../themes/names';
import type { ChromeStrings } from './chromeStrings';
import { DefaultLink, type LinkComponent } from './linkComponent';
import type { Locale } from './locales';
import { UiContext, type UiContextValue } from './UiContext';

/** The spec's toast auto-dismiss delay. */
export const defaultToastDuration = 2500;

export interface UiProviderProps {
  /** Which theme the app applied; ui re-applies its class on portalled content. */
  theme?: ThemeName;
  /** Language of the library chrome (Close, Loading…, dropzone hints …). */
  locale?: Locale;
  /** The app's router link; defaults to a plain <a>. */
  linkComponent?: LinkComponent;
  /** Replaces individual chrome strings of the locale. */
  strings?: Partial<ChromeStrings>;
  /** Auto-dismiss delay of toasts in ms; tests inject a short one. */
  toastDuration?: number;
  children: ReactNode;
}

/**
 * Configures every ui component below it and mounts the toast system (useToast). It renders no
 * element of its own, only the toast viewport portalled into <body> while toasts show: the app puts
 * the theme class on <html> itself (`themes[theme]`), so the page background and portals are themed.
 */
export function UiProvider({
  theme = 'default',
  locale = 'hu',
  linkComponent = DefaultLink,
  strings,
  toastDuration = defaultToastDuration,
  children,
}: UiProviderProps) {
  const value = useMemo<UiContextValue>(
    () => ({
      theme,
      themeClassName: themes[theme],
      locale,
      overrides: strings,
      LinkComponent: linkComponent,
      toastDuration,
    }),
    [theme, locale, strings, linkComponent, toastDuration],
  );
  // The toast system lives here so that useToast() works anywhere inside the provider.
  return (
    <UiContext value={value}>
      <ToastProvider>{children}</ToastProvider>
    </UiContext>
  );
}
