import type { ToastViewport } from './ToastViewport';

type ToastViewportComponent = typeof ToastViewport;

let loaded: ToastViewportComponent | null = null;
let loading: Promise<ToastViewportComponent> | null = null;

/** The toast viewport if its module has arrived already, else null. */
export function loadedToastViewport(): ToastViewportComponent | null {
  return loaded;
}

/**
 * Fetches the toast viewport's module (Radix Toast and the toast styles) once, on the first toast:
 * most pages never raise one, so it stays out of every page's initial JavaScript.
 */
export function loadToastViewport(): Promise<ToastViewportComponent> {
  loading ??= import('./ToastViewport').then(
    (module) => {
      loaded = module.ToastViewport;
      return loaded;
    },
    (error: unknown) => {
      // A failed download (offline) is retried by the next toast rather than cached.
      loading = null;
      throw error;
    },
  );
  return loading;
}
