import { useLocation, useNavigate, useNavigation } from 'react-router';
import { KEEP_SCROLL } from '../shell/useScrollOnNavigation';

/**
 * What a list route needs from the router: going to a new query of this page (without jumping to
 * the top), and whether that is still loading.
 */
export function useListNavigation() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const goTo = (href: string) => navigate(href, { preventScrollReset: true, state: KEEP_SCROLL });
  const busy =
    navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  return { goTo, busy };
}
