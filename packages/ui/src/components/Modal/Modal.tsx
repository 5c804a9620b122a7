import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useThemeClassName } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { IconButton } from '../IconButton';
import * as styles from './Modal.css';
import type { ModalSize } from './modalOptions';

export interface ModalProps {
  /** Names the dialog; always shown in the header. */
  title: string;
  /** A short line under the title; becomes the dialog's description. */
  description?: ReactNode;
  /** The body; it scrolls when long while header and footer stay. */
  children?: ReactNode;
  /** Actions, end-aligned: put the primary action last. Wrap a closing action in ModalClose. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Controlled use: whether it is open … */
  open?: boolean;
  /** … and what to do when it asks to open or close (close button, Escape, backdrop, ModalClose). */
  onOpenChange?: (open: boolean) => void;
  /** Uncontrolled use: open at first render. */
  defaultOpen?: boolean;
  /** Uncontrolled use: the element that opens it, usually a Button. Focus returns to it on close. */
  trigger?: ReactElement;
  /** Overrides the chrome "Close" of the close button. */
  closeLabel?: string;
}

/**
 * A modal dialog on Radix Dialog: focus is trapped inside, Escape and the close button close it,
 * and focus goes back to where it came from. It is portalled into <body> inside the current theme
 * class, so it keeps the theme.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  size = 'medium',
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  closeLabel,
}: ModalProps) {
  const strings = useStrings(commonStrings);
  const themeClassName = useThemeClassName();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <div className={themeClassName}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.content({ size })}
            // Without a description the dialog is described by nothing rather than a missing id.
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={styles.header}>
              <div className={styles.headings}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className={styles.description}>
                    {description}
                  </Dialog.Description>
                ) : null}
              </div>
              <Dialog.Close asChild>
                <IconButton icon="close" label={closeLabel ?? strings.close} size="small" />
              </Dialog.Close>
            </div>
            {children ? (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
              <div className={styles.body} tabIndex={0}>
                {children}
              </div>
            ) : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ModalCloseProps {
  /** A Button (or other button element) that closes the modal when pressed, e.g. "Mégse". */
  children: ReactElement;
}

/** Makes its child button close the surrounding Modal (uncontrolled use). */
export function ModalClose({ children }: ModalCloseProps) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}
