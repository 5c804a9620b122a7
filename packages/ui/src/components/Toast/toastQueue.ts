import type { ReactNode } from 'react';
import { maxToasts, type ToastType } from './toastOptions';

/** What `toast()` takes: the spec's toast fields (product spec §3 "Toast"). */
export interface ToastOptions {
  message: ReactNode;
  description?: ReactNode;
  type: ToastType;
  /**
   * A dialog toast asks a question: it shows confirm and cancel buttons, never dismisses itself and
   * blocks every new toast until it is answered.
   */
  dialog?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** Defaults to the localised chrome "Confirm". */
  confirmText?: string;
  /** Defaults to the localised chrome "Cancel". */
  cancelText?: string;
}

export interface QueuedToast extends ToastOptions {
  id: string;
}

export type EnqueueResult =
  | { accepted: true; queue: readonly QueuedToast[]; dropped: readonly QueuedToast[] }
  | { accepted: false; queue: readonly QueuedToast[] };

/** True while a dialog toast waits for an answer: then no other toast may be shown. */
export function hasOpenDialog(queue: readonly QueuedToast[]): boolean {
  return queue.some((toast) => toast.dialog);
}

/**
 * Adds a toast under the spec's rules, oldest first:
 * - while a dialog toast is open the new toast is refused (the caller gets null, nothing shows);
 * - at most `max` toasts show: a new one pushes out the oldest non-dialog toast. A full queue never
 *   holds a dialog toast (the dialog would have refused the newcomers), so one is always droppable;
 *   should none be, the newcomer is refused rather than hiding a question.
 */
export function enqueueToast(
  queue: readonly QueuedToast[],
  toast: QueuedToast,
  max: number = maxToasts,
): EnqueueResult {
  if (hasOpenDialog(queue)) return { accepted: false, queue };
  const kept = [...queue];
  const dropped: QueuedToast[] = [];
  while (kept.length >= max) {
    const oldest = kept.findIndex((candidate) => !candidate.dialog);
    if (oldest === -1) return { accepted: false, queue };
    dropped.push(...kept.splice(oldest, 1));
  }
  return { accepted: true, queue: [...kept, toast], dropped };
}

/** The queue without the toast of this id (unchanged when it is not there). */
export function removeToast(queue: readonly QueuedToast[], id: string): readonly QueuedToast[] {
  return queue.some((toast) => toast.id === id) ? queue.filter((toast) => toast.id !== id) : queue;
}
