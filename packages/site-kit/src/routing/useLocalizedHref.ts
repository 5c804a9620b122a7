import { localizedPath } from '@allas/core';
import { useRootData } from '../shell/useRootData';
import { usePageLanguage } from './usePageLanguage';

/**
 * Builds in-site links in the page's language, as the shell's own: `/en/jobs`, and no prefix in
 * the region's default language (Hungarian in a story, which has no root data).
 */
export function useLocalizedHref(): (path: string) => string {
  const locale = usePageLanguage();
  const defaultLang = useRootData()?.defaultLang ?? 'hu';
  return (path) => localizedPath(path, locale, { defaultLang });
}
