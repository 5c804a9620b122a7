import type { Locale } from '@allas/core';
import { useIntl } from 'react-intl';

/** The page's language, from the intl provider (set by the root data, or a story's toolbar). */
export function usePageLanguage(): Locale {
  return useIntl().locale as Locale;
}
