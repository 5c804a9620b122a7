import * as RadixToast from '@radix-ui/react-toast';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useUi } from '../../provider/hooks';
import { viewport } from './Toast.css';
import { ToastItem } from './ToastItem';
import { type ToastApi, ToastContext } from './toastContext';
import { createToastStore } from './toastStore';

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * The toast system of one UiProvider (which mounts it): the queue, the Radix provider and, while
 * toasts show, a labelled viewport portalled into <body> inside the current theme class. Toasts
 * auto-dismiss after the provider's `toastDuration` (the spec's 2500 ms unless a test injects one).
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const { toastDuration, strings, themeClassName } = useUi();
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
  return (
    <ToastContext value={api}>
      <RadixToast.Provider
        duration={toastDuration}
        label={strings.notifications}
        swipeDirection="right"
      >
        {children}
        {portalTarget && toasts.length > 0
          ? createPortal(
              <div className={themeClassName}>
                {toasts.map((toast) => (
                  <ToastItem key={toast.id} toast={toast} onClosed={store.remove} />
                ))}
                <RadixToast.Viewport
                  className={viewport}
                  label={`${strings.notifications} ({hotkey})`}
                />
              </div>,
              portalTarget,
            )
          : null}
      </RadixToast.Provider>
    </ToastContext>
  );
}
