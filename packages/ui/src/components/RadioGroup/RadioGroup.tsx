import { type Ref, useId } from 'react';
import { ChoiceItem } from '../private/ChoiceItem';
import type { ChoiceOption } from '../private/ChoiceOption';
import { choiceList } from '../private/choice.css';
import { FieldsetShell } from '../private/FieldShell';
import type { FieldTextProps } from '../private/fieldProps';
import { useControllableState } from '../private/useControllableState';
import { useFieldIds } from '../private/useFieldIds';

export type RadioGroupOption = ChoiceOption;

export interface RadioGroupProps extends FieldTextProps {
  /** The legend of the group. */
  label: string;
  options: readonly RadioGroupOption[];
  /** The name shared by the radios; one is generated when absent (arrow keys need a shared name). */
  name?: string;
  /** The chosen value (controlled); `''` for none. */
  value?: string;
  /** The chosen value at first (uncontrolled). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Goes to the first radio, so a form library can focus the group on an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A fieldset of native radios (role radiogroup) with a legend. Native radios sharing a name give
 * the expected keyboard: Tab enters the group at the chosen radio, arrow keys move and choose.
 */
export function RadioGroup({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  options,
  name,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  ref,
}: RadioGroupProps) {
  const ids = useFieldIds({ hint, error });
  const fallbackName = useId();
  const [chosen, setChosen] = useControllableState(value, defaultValue, onChange);
  return (
    <FieldsetShell
      ids={ids}
      role="radiogroup"
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
            type="radio"
            name={name ?? fallbackName}
            option={option}
            checked={chosen === option.value}
            groupDisabled={disabled}
            // The radiogroup itself carries aria-invalid; a radio may not.
            invalid={false}
            required={required}
            inputRef={index === 0 ? ref : undefined}
            onChange={(event) => {
              if (event.target.checked) setChosen(option.value);
            }}
            onBlur={onBlur}
          />
        ))}
      </div>
    </FieldsetShell>
  );
}
