import type { ChangeEvent, Ref } from 'react';
import { useId } from 'react';
import type { ChoiceOption } from './ChoiceOption';
import * as css from './choice.css';

/** One option of a group: a native checkbox or radio with its label and description. */
export function ChoiceItem({
  type,
  name,
  option,
  checked,
  groupDisabled,
  invalid,
  required,
  inputRef,
  onChange,
  onBlur,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  option: ChoiceOption;
  checked: boolean;
  groupDisabled: boolean;
  invalid: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const disabled = groupDisabled || Boolean(option.disabled);
  return (
    <div className={css.choice}>
      <input
        ref={inputRef}
        id={id}
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        disabled={option.disabled}
        required={required}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={option.description ? descriptionId : undefined}
        className={css.choiceInput}
      />
      <label htmlFor={id} className={css.choiceLabel} data-disabled={disabled || undefined}>
        {option.label}
      </label>
      {option.description ? (
        <p id={descriptionId} className={css.choiceDescription}>
          {option.description}
        </p>
      ) : null}
    </div>
  );
}
