import { createContext } from 'react';
import type { ToastOptions } from './toastQueue';

export interface ToastApi {
  /**
   * Shows a toast and returns its id. Returns null and shows nothing while a dialog toast is open
   * (the spec: no new toast until the question is answered).
   */
  toast: (options: ToastOptions) => string | null;
  /** Closes a toast early (a dialog toast closed this way counts as cancelled). */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
