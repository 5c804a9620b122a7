import { enqueueToast, type QueuedToast, removeToast, type ToastOptions } from './toastQueue';

/**
 * The toasts of one ToastProvider, outside React state so that two `toast()` calls in the same tick
 * see each other (the second must be refused while the first is a dialog). React reads it through
 * useSyncExternalStore.
 */
export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly QueuedToast[];
  /** The new toast's id, or null when the spec's rules refuse it (a dialog toast is open). */
  add(options: ToastOptions): string | null;
  remove(id: string): void;
}

export function createToastStore(): ToastStore {
  let queue: readonly QueuedToast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const publish = (next: readonly QueuedToast[]) => {
    if (next === queue) return;
    queue = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => queue,
    add(options) {
      const id = `allas-toast-${nextId}`;
      const result = enqueueToast(queue, { ...options, id });
      if (!result.accepted) return null;
      nextId += 1;
      publish(result.queue);
      return id;
    },
    remove(id) {
      publish(removeToast(queue, id));
    },
  };
}
