import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { loadedToastViewport, loadToastViewport } from './loadToastViewport';
import { type ToastApi, ToastContext } from './toastContext';
import { createToastStore } from './toastStore';

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * The toast system of one UiProvider (which mounts it): the queue and, while toasts show, the
 * toast viewport portalled into <body>. The queue applies the spec's rules at once; the viewport
 * (Radix Toast) is fetched on the first toast, which then shows as soon as it has arrived.
 * Toasts auto-dismiss after the provider's `toastDuration` (the spec's 2500 ms unless a test
 * injects one).
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [store] = useState(createToastStore);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const api = useMemo<ToastApi>(
    () => ({
      toast: store.add,
      dismiss(id) {
        const closing = store.getSnapshot().find((toast) => toast.id === id);
        if (closing?.dialog) closing.onCancel?.();
        store.remove(id);
      },
    }),
    [store],
  );
  // document.body exists only in the browser: portal after mounting, so server rendering works.
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setPortalTarget(document.body), []);
  const [Viewport, setViewport] = useState(() => loadedToastViewport());
  useEffect(() => {
    if (toasts.length === 0 || Viewport !== null) return;
    let current = true;
    loadToastViewport().then(
      (loaded) => {
        // One synchronous render, as when a toast is raised from a click: the region and its
        // toasts then appear in the same frame (Radix portals each toast into the viewport
        // from a layout-phase update).
        if (current) flushSync(() => setViewport(() => loaded));
      },
      // Offline: the toasts stay queued (their rules still apply) and the next change retries.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [toasts, Viewport]);
  return (
    <ToastContext value={api}>
      {children}
      {portalTarget && Viewport && toasts.length > 0
        ? createPortal(<Viewport toasts={toasts} onClosed={store.remove} />, portalTarget)
        : null}
    </ToastContext>
  );
}
