import { localizedPath } from '@allas/core';
import { useRootData } from '../shell/useRootData';
import { usePageLanguage } from './usePageLanguage';

/** Builds in-site links with the page's language prefix, the way DefaultLayout does. */
export function useLocalHref(): (path: string) => string {
  const root = useRootData();
  const locale = usePageLanguage();
  const defaultLang = root?.defaultLang ?? locale;
  return (path) => localizedPath(path, locale, { defaultLang });
}
