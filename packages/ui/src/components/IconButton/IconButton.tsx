import type { ComponentPropsWithRef } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useStrings } from '../../provider/useStrings';
import { button } from '../Button/Button.css';
import { busyButtonAttributes } from '../Button/busyButton';
import {
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
  buttonIconSize,
} from '../Button/buttonOptions';
import { Icon, type IconName } from '../Icon';
import { LoadingIndicator } from '../private/LoadingIndicator';
import { VisuallyHidden } from '../private/VisuallyHidden';

type NativeButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'style' | 'type' | 'children' | 'disabled' | 'aria-label' | 'aria-labelledby'
>;

export interface IconButtonProps extends NativeButtonProps {
  icon: IconName;
  /** What the button does, in words: its accessible name (an icon alone has none). */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  type?: ButtonType;
  loading?: boolean;
  disabled?: boolean;
}

/** A round button showing only an icon; the required label names it for assistive technology. */
export function IconButton({
  icon,
  label,
  variant = 'tertiary',
  size = 'normal',
  type = 'button',
  loading = false,
  disabled = false,
  onClick,
  ref,
  ...rest
}: IconButtonProps) {
  const strings = useStrings(commonStrings);
  return (
    <button
      {...rest}
      ref={ref}
      {...busyButtonAttributes({ type, disabled, loading, onClick })}
      title={label}
      className={button({ variant, size, iconOnly: true })}
    >
      {loading ? <LoadingIndicator /> : <Icon name={icon} size={buttonIconSize(size)} />}
      <VisuallyHidden>{loading ? `${label} ${strings.loading}` : label}</VisuallyHidden>
    </button>
  );
}
