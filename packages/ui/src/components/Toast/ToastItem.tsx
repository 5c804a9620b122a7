import * as RadixToast from '@radix-ui/react-toast';
import { useRef } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useStrings } from '../../provider/useStrings';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Toast.css';
import type { ToastType } from './toastOptions';
import type { QueuedToast } from './toastQueue';

const typeIcons: Record<ToastType, IconName> = {
  success: 'check',
  error: 'error',
  info: 'info',
};

export interface ToastItemProps {
  toast: QueuedToast;
  onClosed: (id: string) => void;
}

/** One toast on a Radix Toast root: icon, message, description and either a close button or the dialog's answers. */
export function ToastItem({ toast, onClosed }: ToastItemProps) {
  const strings = useStrings(commonStrings);
  // Set by the confirm and cancel buttons; any other way out of a dialog toast (Escape, swipe,
  // dismiss) counts as cancelling it.
  const answered = useRef(false);
  const handleOpenChange = (open: boolean) => {
    if (open) return;
    if (toast.dialog && !answered.current) toast.onCancel?.();
    onClosed(toast.id);
  };
  const confirmText = toast.confirmText ?? strings.confirm;
  const cancelText = toast.cancelText ?? strings.cancel;
  return (
    <RadixToast.Root
      open
      onOpenChange={handleOpenChange}
      // Dialog toasts stay until answered; Radix never starts a timer for Infinity.
      duration={toast.dialog ? Number.POSITIVE_INFINITY : undefined}
      // Errors and questions are announced assertively, the rest politely.
      type={toast.type === 'error' || toast.dialog ? 'foreground' : 'background'}
      className={styles.toast({ type: toast.type })}
      data-type={toast.type}
    >
      <span className={styles.iconSlot}>
        <Icon name={typeIcons[toast.type]} />
      </span>
      <div className={styles.body}>
        <RadixToast.Title className={styles.title}>{toast.message}</RadixToast.Title>
        {toast.description ? (
          <RadixToast.Description className={styles.description}>
            {toast.description}
          </RadixToast.Description>
        ) : null}
        {toast.dialog ? (
          <div className={styles.actions}>
            <RadixToast.Action altText={confirmText} asChild>
              <Button
                size="small"
                onClick={() => {
                  answered.current = true;
                  toast.onConfirm?.();
                }}
              >
                {confirmText}
              </Button>
            </RadixToast.Action>
            <RadixToast.Close asChild>
              <Button
                size="small"
                variant="secondary"
                onClick={() => {
                  answered.current = true;
                  toast.onCancel?.();
                }}
              >
                {cancelText}
              </Button>
            </RadixToast.Close>
          </div>
        ) : null}
      </div>
      {toast.dialog ? null : (
        <RadixToast.Close asChild>
          <IconButton icon="close" label={strings.close} size="xsmall" />
        </RadixToast.Close>
      )}
    </RadixToast.Root>
  );
}
