import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2 shell: when the route or its params change the view goes to the top, smoothly once the
 * page has loaded; a hash scrolls to its element instead.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger (a route or params change), not an input.
  useEffect(() => {
    const behavior: ScrollBehavior = first.current ? 'auto' : 'smooth';
    first.current = false;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior });
    else if (!hash) window.scrollTo({ top: 0, behavior });
  }, [pathname, hash]);
}
