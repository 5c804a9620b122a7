import { localizedPath } from '@allas/core';
import { useRootData } from '../shell/useRootData';

/**
 * In-site links with the page's language prefix (none in the region's default language), as the
 * shell builds its own. Without root data (a story) the path stays as given.
 */
export function useSitePath(): (path: string) => string {
  const root = useRootData();
  return (path) =>
    root ? localizedPath(path, root.locale, { defaultLang: root.defaultLang }) : path;
}
