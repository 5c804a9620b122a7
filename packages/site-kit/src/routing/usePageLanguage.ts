import { isLocale, type Locale } from '@allas/core';
import { useIntl } from 'react-intl';
import { useRootData } from '../shell/useRootData';

/**
 * The page's language: the root loader's. A section rendered in a story has no root data; there it
 * is the intl provider's (the story toolbar's language).
 */
export function usePageLanguage(): Locale {
  const root = useRootData();
  const { locale } = useIntl();
  return root?.locale ?? (isLocale(locale) ? locale : 'hu');
}
