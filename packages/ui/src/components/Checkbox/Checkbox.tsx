import type { ComponentPropsWithRef } from 'react';
import * as css from '../private/choice.css';
import { FieldError, RequiredMarker } from '../private/FieldShell';
import type { FieldTextProps } from '../private/fieldProps';
import { useFieldIds } from '../private/useFieldIds';

type NativeCheckboxProps = Omit<
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

export interface CheckboxProps extends NativeCheckboxProps, Omit<FieldTextProps, 'hint'> {
  /** Secondary text under the label; the checkbox's hint, read after its name. */
  description?: string;
}

/**
 * A native checkbox with its label beside it (terms, newsletter opt-in). Native props pass through,
 * so `register()` of react-hook-form and plain forms work unchanged.
 */
export function Checkbox({
  label,
  description,
  error,
  required = false,
  disabled = false,
  id,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint: description, error, extraDescribedBy: ariaDescribedBy });
  return (
    <div className={css.choice}>
      <input
        {...rest}
        id={ids.controlId}
        type="checkbox"
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={css.choiceInput}
      />
      <label
        htmlFor={ids.controlId}
        className={css.choiceLabel}
        data-disabled={disabled || undefined}
      >
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {description ? (
        <p id={ids.hintId} className={css.choiceDescription}>
          {description}
        </p>
      ) : null}
      {error ? (
        <div className={css.choiceMessage}>
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}
