import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon';
import { classNames } from '../private/classNames';
import { FieldShell } from '../private/FieldShell';
import { control, controlFrame, trailingSlot } from '../private/fieldControl.css';
import type { FieldTextProps } from '../private/fieldProps';
import { useFieldIds } from '../private/useFieldIds';
import { chevron, select } from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  | 'className'
  | 'style'
  | 'children'
  | 'disabled'
  | 'required'
  | 'multiple'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-invalid'
>;

export interface SelectProps extends NativeSelectProps, FieldTextProps {
  options: readonly SelectOption[];
  /**
   * A first, empty option ("Válasszon…"). With `required` it cannot be chosen again, so the browser's
   * own validation and form libraries see an empty value until the user picks.
   */
  placeholder?: string;
}

/** A labelled native select, styled; keyboard and mobile pickers are the browser's own. */
export function Select({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  options,
  placeholder,
  id,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, extraDescribedBy: ariaDescribedBy });
  // Without a value the placeholder shows, as a controlled or uncontrolled select alike.
  const initial = rest.value === undefined && rest.defaultValue === undefined && placeholder;
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
        <select
          {...rest}
          defaultValue={initial ? '' : rest.defaultValue}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={classNames(control({ trailingAdornment: true }), select)}
        >
          {placeholder ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={classNames(trailingSlot, chevron)}>
          <Icon name="chevronDown" size="medium" />
        </span>
      </span>
    </FieldShell>
  );
}
