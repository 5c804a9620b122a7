import type { ComponentPropsWithRef } from 'react';
import { Icon, type IconName } from '../Icon';
import { FieldShell } from '../private/FieldShell';
import {
  control,
  controlFrame,
  leadingIcon as leadingIconClass,
} from '../private/fieldControl.css';
import type { FieldTextProps } from '../private/fieldProps';
import { useFieldIds } from '../private/useFieldIds';
import type { TextFieldType } from './textFieldOptions';

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

export interface TextFieldProps extends NativeInputProps, FieldTextProps {
  type?: TextFieldType;
  /** A decorative icon inside the start of the input. */
  leadingIcon?: IconName;
}

/** A labelled single-line text input; native props (name, onChange, onBlur, ref …) pass through. */
export function TextField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  type = 'text',
  leadingIcon,
  id,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, extraDescribedBy: ariaDescribedBy });
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
        {leadingIcon ? (
          <span className={leadingIconClass}>
            <Icon name={leadingIcon} size="medium" />
          </span>
        ) : null}
        <input
          {...rest}
          id={ids.controlId}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={control({ leadingAdornment: Boolean(leadingIcon) })}
        />
      </span>
    </FieldShell>
  );
}
