import { describe, expect, it } from 'vitest';
import { maxToasts } from './toastOptions';
import { enqueueToast, hasOpenDialog, type QueuedToast, removeToast } from './toastQueue';

function info(id: string): QueuedToast {
  return { id, type: 'info', message: `Üzenet ${id}` };
}
function dialog(id: string): QueuedToast {
  return { id, type: 'info', message: 'Biztosan törli?', dialog: true };
}
function ids(queue: readonly QueuedToast[]): string[] {
  return queue.map((toast) => toast.id);
}
function fill(count: number): readonly QueuedToast[] {
  let queue: readonly QueuedToast[] = [];
  for (let n = 1; n <= count; n += 1) {
    const result = enqueueToast(queue, info(String(n)));
    queue = result.queue;
  }
  return queue;
}

describe('toast queue', () => {
  it('appends toasts oldest first', () => {
    expect(ids(fill(3))).toEqual(['1', '2', '3']);
  });

  it('holds the spec maximum of 6', () => {
    expect(maxToasts).toBe(6);
    expect(ids(fill(6))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('drops the oldest toast to make room for the 7th', () => {
    const result = enqueueToast(fill(6), info('7'));
    expect(result.accepted).toBe(true);
    expect(ids(result.queue)).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(result.accepted && ids(result.dropped)).toEqual(['1']);
  });

  it('never pushes out an open dialog toast to make room', () => {
    const queue: QueuedToast[] = [dialog('d'), info('1'), info('2')];
    const result = enqueueToast(queue, info('3'), 3);
    expect(result.accepted).toBe(false);
    expect(ids(result.queue)).toEqual(['d', '1', '2']);
  });

  it('refuses every new toast while a dialog toast is open', () => {
    const withDialog = enqueueToast(fill(2), dialog('d'));
    expect(withDialog.accepted).toBe(true);
    expect(hasOpenDialog(withDialog.queue)).toBe(true);
    const refused = enqueueToast(withDialog.queue, info('3'));
    expect(refused.accepted).toBe(false);
    expect(refused.queue).toBe(withDialog.queue);
    expect(enqueueToast(withDialog.queue, dialog('d2')).accepted).toBe(false);
  });

  it('accepts toasts again once the dialog toast is answered', () => {
    const withDialog = enqueueToast([], dialog('d')).queue;
    const answered = removeToast(withDialog, 'd');
    expect(hasOpenDialog(answered)).toBe(false);
    expect(ids(enqueueToast(answered, info('1')).queue)).toEqual(['1']);
  });

  it('removes by id and keeps the same queue for an unknown id', () => {
    const queue = fill(3);
    expect(ids(removeToast(queue, '2'))).toEqual(['1', '3']);
    expect(removeToast(queue, 'nope')).toBe(queue);
  });
});
