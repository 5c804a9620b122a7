import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KEEP_SCROLL } from '../shell/useScrollOnNavigation';
import { type CalculatorState, calculatorCodec } from './calculatorState';
import type { CalculatorChange } from './SalaryCalculator';

/** Typing settles for this long before the URL follows (one history entry per pause, not per key). */
const typingDelayMs = 400;

function searchOf(state: CalculatorState): string {
  const query = calculatorCodec.toQuery(state);
  return query === '' ? '' : `?${query}`;
}

/**
 * The calculator's state, mirrored in the URL. The form renders from local state so the result
 * changes on every key press (a navigation waits for the root loader's round trip); the URL follows:
 * a choice pushes a history entry, typing replaces the entry it started. When the URL changes by
 * itself (back, forward, a link), the form takes the URL's state.
 */
export function useCalculatorUrlState(): [
  CalculatorState,
  (next: CalculatorState, change: CalculatorChange) => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState(() => calculatorCodec.fromQuery(location.search));
  /** The search this hook last navigated to; any other search came from outside. */
  const written = useRef(location.search);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Whether the current history entry was made by typing (typing then replaces it). */
  const typingEntry = useRef(false);

  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    clearTimeout(typingTimer.current);
    typingEntry.current = false;
    setState(calculatorCodec.fromQuery(location.search));
  }, [location.search]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const write = (next: CalculatorState, replace: boolean) => {
    const search = searchOf(next);
    if (search === written.current) return;
    written.current = search;
    navigate({ search }, { replace, preventScrollReset: true, state: KEEP_SCROLL });
  };

  const update = (next: CalculatorState, change: CalculatorChange) => {
    setState(next);
    clearTimeout(typingTimer.current);
    if (change === 'choice') {
      typingEntry.current = false;
      write(next, false);
      return;
    }
    typingTimer.current = setTimeout(() => {
      write(next, typingEntry.current);
      typingEntry.current = true;
    }, typingDelayMs);
  };

  return [state, update];
}
