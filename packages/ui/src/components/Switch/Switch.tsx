import * as RadixSwitch from '@radix-ui/react-switch';
import type { Ref } from 'react';
import { FieldError, RequiredMarker } from '../private/FieldShell';
import type { FieldTextProps } from '../private/fieldProps';
import { useFieldIds } from '../private/useFieldIds';
import * as css from './Switch.css';

export interface SwitchProps extends Omit<FieldTextProps, 'hint'> {
  /** Secondary text under the label; the switch's hint, read after its name. */
  description?: string;
  /** On or off (controlled). */
  checked?: boolean;
  /** On or off at first (uncontrolled). */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Posted with the form as `name=value` while on (Radix renders a hidden checkbox in forms). */
  name?: string;
  value?: string;
  id?: string;
  onBlur?: () => void;
  /** The switch button (role switch). */
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off switch (Radix Switch) with a visible label and description. */
export function Switch({
  label,
  description,
  error,
  required = false,
  disabled = false,
  checked,
  defaultChecked,
  onCheckedChange,
  name,
  value,
  id,
  onBlur,
  ref,
}: SwitchProps) {
  const ids = useFieldIds({ id, hint: description, error });
  return (
    <div className={css.row}>
      <label
        id={ids.labelId}
        htmlFor={ids.controlId}
        className={css.label}
        data-disabled={disabled || undefined}
      >
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <RadixSwitch.Root
        ref={ref}
        id={ids.controlId}
        className={css.root}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        <RadixSwitch.Thumb className={css.thumb} />
      </RadixSwitch.Root>
      {description ? (
        <p id={ids.hintId} className={css.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <div className={css.message}>
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}
