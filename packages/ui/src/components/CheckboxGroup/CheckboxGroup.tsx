import { type Ref, useId } from 'react';
import { ChoiceItem } from '../private/ChoiceItem';
import type { ChoiceOption } from '../private/ChoiceOption';
import { choiceList } from '../private/choice.css';
import { FieldsetShell } from '../private/FieldShell';
import type { FieldTextProps } from '../private/fieldProps';
import { useControllableState } from '../private/useControllableState';
import { useFieldIds } from '../private/useFieldIds';

export type CheckboxGroupOption = ChoiceOption;

export interface CheckboxGroupProps extends FieldTextProps {
  /** The legend of the group. */
  label: string;
  options: readonly CheckboxGroupOption[];
  /** The name of every checkbox, so a plain form posts one entry per checked value. */
  name?: string;
  /** The checked values (controlled). */
  value?: readonly string[];
  /** The checked values at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with the checked values, in the order of the options. */
  onChange?: (values: string[]) => void;
  onBlur?: () => void;
  /** Goes to the first checkbox, so a form library can focus the group on an error. */
  ref?: Ref<HTMLInputElement>;
  /**
   * Marks the group as required ("at least one"). Checkboxes cannot express that natively, so
   * the legend says it and the app validates the count.
   */
  required?: boolean;
}

/** A fieldset of checkboxes with a legend, one hint and one error for the whole group. */
export function CheckboxGroup({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  options,
  name,
  value,
  defaultValue = [],
  onChange,
  onBlur,
  ref,
}: CheckboxGroupProps) {
  const ids = useFieldIds({ hint, error });
  const fallbackName = useId();
  const [checked, setChecked] = useControllableState<readonly string[]>(
    value,
    defaultValue,
    onChange ? (next) => onChange([...next]) : undefined,
  );
  const toggle = (optionValue: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(optionValue);
    else next.delete(optionValue);
    setChecked(options.map((option) => option.value).filter((v) => next.has(v)));
  };
  return (
    <FieldsetShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    >
      <div className={choiceList}>
        {options.map((option, index) => (
          <ChoiceItem
            key={option.value}
            type="checkbox"
            name={name ?? fallbackName}
            option={option}
            checked={checked.includes(option.value)}
            groupDisabled={disabled}
            invalid={Boolean(error)}
            inputRef={index === 0 ? ref : undefined}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={onBlur}
          />
        ))}
      </div>
    </FieldsetShell>
  );
}
