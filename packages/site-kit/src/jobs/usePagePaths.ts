import { localizedPath } from '@allas/core';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useRootData } from '../shell/useRootData';

/**
 * What a list route needs from the router: in-site addresses in the page's language, going to a
 * new query of this page (without jumping to the top), and whether that is still loading.
 */
export function usePagePaths() {
  const root = useRootData();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const localize = (path: string) =>
    root ? localizedPath(path, root.locale, { defaultLang: root.defaultLang }) : path;
  const goTo = (href: string) => navigate(href, { preventScrollReset: true });
  const busy =
    navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  return { localize, goTo, busy };
}
