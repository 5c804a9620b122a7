import { type ChromeStrings, chromeStrings } from './chromeStrings';
import { useUi } from './hooks';

/**
 * Every library string of the current locale, with the app's overrides applied. Opt-in: it carries
 * the strings of all components, so the components themselves read only their areas (useStrings).
 */
export function useChromeStrings(): ChromeStrings {
  const { locale, overrides } = useUi();
  return overrides ? { ...chromeStrings[locale], ...overrides } : chromeStrings[locale];
}
