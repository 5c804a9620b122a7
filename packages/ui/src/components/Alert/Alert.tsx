import type { ReactNode, Ref } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useStrings } from '../../provider/useStrings';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Alert.css';
import type { AlertTone } from './alertOptions';

const toneIcons: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'error',
};

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  /** The message. */
  children: ReactNode;
  /** A follow-up control under the message, e.g. a Link or a small Button. */
  action?: ReactNode;
  /** Makes the alert dismissible: shows a close button that calls this. */
  onDismiss?: () => void;
  /** Overrides the chrome "Close" of the close button. */
  dismissLabel?: string;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An inline message in the page flow. Warnings and errors use role "alert" (announced at once when
 * they appear), info and success role "status" (announced politely). Render it when the message
 * becomes true, not hidden beforehand, so the announcement happens.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  id,
  ref,
}: AlertProps) {
  const strings = useStrings(commonStrings);
  const urgent = tone === 'warning' || tone === 'error';
  return (
    <div ref={ref} id={id} role={urgent ? 'alert' : 'status'} className={styles.alert({ tone })}>
      <span className={styles.iconSlot}>
        <Icon name={toneIcons[tone]} />
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <span className={styles.dismiss}>
          <IconButton
            icon="close"
            size="small"
            label={dismissLabel ?? strings.close}
            onClick={onDismiss}
          />
        </span>
      ) : null}
    </div>
  );
}
