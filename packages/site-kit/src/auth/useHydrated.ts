import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server-rendered HTML, true once React runs in the browser. Auth forms keep their
 * submit button disabled until then: a native submit before hydration would send the form as a
 * GET, with the password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
