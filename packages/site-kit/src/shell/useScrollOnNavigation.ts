import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The navigation state of a change that belongs to the page the visitor is reading (a filter
 * applied as they pick it, a calculator's input, a token taken off the URL): the view stays where
 * it is. Every other change of route, params or query goes to the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

/** Whether a location's navigation said KEEP_SCROLL: a change within the page being read. */
export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}

/**
 * After a client navigation the keyboard starts where the eye does: at the new page's heading (not
 * on the link just used, which may sit at the bottom of the page or be gone), and a screen reader
 * announces the heading.
 */
function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Spec §2 shell: when the route or its params change the view goes to the top, smoothly once the
 * page has loaded; a hash scrolls to its element instead. A new query counts (the next page of a
 * list starts at the top, not at the footer), unless the navigation carries KEEP_SCROLL. After a
 * client navigation to the top, the focus moves to the page's heading.
 */
export function useScrollOnNavigation(): void {
  const { pathname, search, hash, state } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger (a route, params or query change), not an input.
  useEffect(() => {
    const navigated = !first.current;
    const behavior: ScrollBehavior = navigated ? 'smooth' : 'auto';
    first.current = false;
    if (keepsScroll(state)) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior });
    else if (!hash) {
      window.scrollTo({ top: 0, behavior });
      if (navigated) focusPageHeading();
    }
  }, [pathname, search, hash]);
}
