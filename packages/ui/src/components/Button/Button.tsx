import type { ComponentPropsWithRef, ReactNode } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useStrings } from '../../provider/useStrings';
import type { IconName } from '../Icon';
import { button } from './Button.css';
import { ButtonContent } from './ButtonContent';
import { busyButtonAttributes } from './busyButton';
import type { ButtonSize, ButtonType, ButtonVariant } from './buttonOptions';

type NativeButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'style' | 'type' | 'children' | 'disabled'
>;

export interface ButtonProps extends NativeButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The native type; `button` by default so a button in a form never submits by accident. */
  type?: ButtonType;
  /** Shows a spinner, sets aria-busy and ignores clicks (and form submission) until done. */
  loading?: boolean;
  disabled?: boolean;
  leadingIcon?: IconName;
  fullWidth?: boolean;
  /** Overrides the chrome "Loading…" announced while loading. */
  loadingLabel?: string;
}

/** The allas button. */
export function Button({
  children,
  variant = 'primary',
  size = 'normal',
  type = 'button',
  loading = false,
  disabled = false,
  leadingIcon,
  fullWidth = false,
  loadingLabel,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const strings = useStrings(commonStrings);
  return (
    <button
      {...rest}
      ref={ref}
      {...busyButtonAttributes({ type, disabled, loading, onClick })}
      className={button({ variant, size, fullWidth })}
    >
      <ButtonContent
        size={size}
        leadingIcon={leadingIcon}
        loadingLabel={loading ? (loadingLabel ?? strings.loading) : undefined}
      >
        {children}
      </ButtonContent>
    </button>
  );
}
