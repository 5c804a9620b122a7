import { type ReactElement, type ReactNode, useId, useRef, useState } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useStrings } from '../../provider/useStrings';
import { Button } from '../Button';
import { Modal } from '../Modal';
import * as styles from './ConfirmDialog.css';
import type { ConfirmDialogTone } from './confirmDialogOptions';
import { confirmDialogStrings } from './confirmDialogStrings';

export interface ConfirmDialogProps {
  title: string;
  /** What happens if the user confirms. */
  children?: ReactNode;
  /** Defaults to the chrome "Confirm". */
  confirmText?: string;
  /** Defaults to the chrome "Cancel". */
  cancelText?: string;
  tone?: ConfirmDialogTone;
  /**
   * The confirm button stays disabled until the user types exactly this text (profile deletion
   * asks for the account email).
   */
  requireText?: string;
  /** Overrides the chrome "Type … to confirm" label of the text field. */
  requireTextLabel?: string;
  onConfirm: () => void;
  /** Called when the user backs out: cancel button, close button, Escape or the backdrop. */
  onCancel?: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  trigger?: ReactElement;
}

/** A small Modal asking to confirm an action, optionally by typing a given text first. */
export function ConfirmDialog({
  title,
  children,
  confirmText,
  cancelText,
  tone = 'default',
  requireText,
  requireTextLabel,
  onConfirm,
  onCancel,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
  trigger,
}: ConfirmDialogProps) {
  const strings = useStrings(confirmDialogStrings, commonStrings);
  const inputId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const [typed, setTyped] = useState('');
  // Set while closing because of the confirm button, so that close is not reported as a cancel.
  const confirming = useRef(false);
  const canConfirm = requireText === undefined || typed === requireText;

  const setOpen = (next: boolean) => {
    if (!next) {
      if (!confirming.current) onCancel?.();
      confirming.current = false;
      setTyped('');
    }
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const confirm = () => {
    if (!canConfirm) return;
    confirming.current = true;
    onConfirm();
    setOpen(false);
  };

  return (
    <Modal
      title={title}
      size="small"
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {cancelText ?? strings.cancel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'primary-red' : 'primary'}
            disabled={!canConfirm}
            onClick={confirm}
          >
            {confirmText ?? strings.confirm}
          </Button>
        </>
      }
    >
      {children}
      {requireText === undefined ? null : (
        <div className={styles.confirmField}>
          <label htmlFor={inputId} className={styles.confirmLabel}>
            {requireTextLabel ?? strings.typeToConfirm(requireText)}
          </label>
          <input
            id={inputId}
            className={styles.confirmInput}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirm();
            }}
            // The dialog exists to take this text: start there rather than on the close button.
            // biome-ignore lint/a11y/noAutofocus: focus moves into a freshly opened dialog anyway
            autoFocus
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
      )}
    </Modal>
  );
}
