import { isLocale, localizedPath } from '@allas/core';
import { useIntl } from 'react-intl';
import { useRootData } from '../shell/useRootData';

/** An in-site link in the page's language (unprefixed in the region's default language). */
export function useLocalHref(): (path: string) => string {
  const root = useRootData();
  const { locale } = useIntl();
  const lang = root?.locale ?? (isLocale(locale) ? locale : 'hu');
  const defaultLang = root?.defaultLang ?? 'hu';
  return (path) => localizedPath(path, lang, { defaultLang });
}
