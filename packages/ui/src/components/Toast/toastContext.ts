import { createContext } from 'react';
import type { ToastOptions } from './toastQueue';

export interface ToastApi {
  /**
   * Shows a toast and returns its id. The spec's rules: at most 6 show at once, so a 7th pushes
   * out the oldest non-dialog toast; while a dialog toast is open the call is ignored and returns
   * null (no new toast until the question is answered). Non-dialog toasts close after the
   * provider's toastDuration (2500 ms); dialog toasts stay until confirmed or cancelled.
   */
  toast: (options: ToastOptions) => string | null;
  /** Closes a toast early (a dialog toast closed this way counts as cancelled). */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
