import type { MouseEvent, MouseEventHandler } from 'react';
import type { ButtonType } from './buttonOptions';

/**
 * Native attributes of a button that may be busy. A busy button stays focusable (a disabled one
 * would drop focus mid-action), so clicks and form submission are blocked here instead.
 */
export function busyButtonAttributes({
  type,
  disabled,
  loading,
  onClick,
}: {
  type: ButtonType;
  disabled: boolean;
  loading: boolean;
  onClick: MouseEventHandler<HTMLButtonElement> | undefined;
}) {
  return {
    type,
    disabled,
    'aria-busy': loading || undefined,
    'aria-disabled': loading || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (loading) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}
