import { type ComponentPropsWithRef, useState } from 'react';
import { useStrings } from '../../provider/useStrings';
import { Icon } from '../Icon';
import { FieldShell } from '../private/FieldShell';
import { control, controlFrame, inlineButton, trailingSlot } from '../private/fieldControl.css';
import type { FieldTextProps } from '../private/fieldProps';
import { fieldStrings } from '../private/fieldStrings';
import { useFieldIds } from '../private/useFieldIds';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  | 'className'
  | 'style'
  | 'type'
  | 'children'
  | 'disabled'
  | 'required'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-invalid'
>;

export interface PasswordFieldProps extends NativeInputProps, FieldTextProps {
  /** Shows the password as text at first (e.g. on a device the user owns); the toggle still works. */
  defaultVisible?: boolean;
  /** Overrides the chrome "Show password" name of the toggle. */
  toggleLabel?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a toggle button: its name stays
 * "Show password" and aria-pressed says whether the password is shown, because a toggle whose name
 * also flips ("Hide password, pressed") contradicts itself (WAI-ARIA APG, button pattern). Sighted
 * users see the eye icon change.
 */
export function PasswordField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  defaultVisible = false,
  toggleLabel,
  autoComplete = 'current-password',
  id,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const strings = useStrings(fieldStrings);
  const [visible, setVisible] = useState(defaultVisible);
  const ids = useFieldIds({ id, hint, error, extraDescribedBy: ariaDescribedBy });
  const toggleName = toggleLabel ?? strings.showPassword;
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    >
      <span className={controlFrame}>
        <input
          {...rest}
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          // Browsers must not spell-check or auto-capitalise a visible password.
          spellCheck={false}
          autoCapitalize="off"
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={control({ trailingAdornment: true })}
        />
        <span className={trailingSlot}>
          <button
            type="button"
            className={inlineButton}
            aria-pressed={visible}
            aria-controls={ids.controlId}
            title={toggleName}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} size="medium" label={toggleName} />
          </button>
        </span>
      </span>
    </FieldShell>
  );
}
