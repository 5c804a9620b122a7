import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BrowserApiError } from '../api/browserApi';
import { KEEP_SCROLL } from '../shell/useScrollOnNavigation';
import type { TokenState } from './TokenOutcome';

/**
 * Runs a mailed link's one action once in the browser (so mail scanners that only fetch the page
 * trigger nothing), then removes the token from the address bar, so it neither stays in the
 * history nor leaks when the visitor moves on. `params` are the query names that may carry the
 * token; the action gets the name found and the token and resolves when the api said yes.
 */
export function useMailedToken<Param extends string>(
  params: readonly Param[],
  action: (param: Param, token: string) => Promise<void>,
): { state: TokenState; param: Param | null } {
  const [searchParams, setSearchParams] = useSearchParams();
  const found = params.find((name) => searchParams.get(name));
  const [state, setState] = useState<TokenState>(found ? 'working' : 'missing');
  const [param] = useState<Param | null>(found ?? null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !found) return;
    started.current = true;
    const token = searchParams.get(found) ?? '';
    action(found, token)
      .then(() => setState('done'))
      .catch((error: unknown) =>
        // 404: the api knows no such token (used, unsubscribed, mistyped); anything else is ours.
        setState(error instanceof BrowserApiError && error.status === 404 ? 'failed' : 'error'),
      )
      .finally(() => {
        const rest = new URLSearchParams(searchParams);
        for (const name of params) rest.delete(name);
        setSearchParams(rest, { replace: true, preventScrollReset: true, state: KEEP_SCROLL });
      });
  }, [found, searchParams, setSearchParams, action, params]);

  return { state, param };
}
