import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { LoadingIndicator } from '../private/LoadingIndicator';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { label as labelClass } from './Button.css';
import { type ButtonSize, buttonIconSize } from './buttonOptions';

export interface ButtonContentProps {
  children: ReactNode;
  size: ButtonSize;
  leadingIcon?: IconName;
  /** The loading label to announce, when loading. */
  loadingLabel?: string;
}

/** Icon (or spinner), label and the spoken loading state: shared by Button and ButtonLink. */
export function ButtonContent({ children, size, leadingIcon, loadingLabel }: ButtonContentProps) {
  return (
    <>
      {loadingLabel ? (
        <LoadingIndicator />
      ) : leadingIcon ? (
        <Icon name={leadingIcon} size={buttonIconSize(size)} />
      ) : null}
      <span className={labelClass}>{children}</span>
      {loadingLabel ? <VisuallyHidden>{loadingLabel}</VisuallyHidden> : null}
    </>
  );
}
