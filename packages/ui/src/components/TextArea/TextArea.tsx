import { type ChangeEvent, type ComponentPropsWithRef, useCallback, useId, useState } from 'react';
import { useStrings } from '../../provider/useStrings';
import { classNames } from '../private/classNames';
import { FieldShell } from '../private/FieldShell';
import { control } from '../private/fieldControl.css';
import type { FieldTextProps } from '../private/fieldProps';
import { fieldStrings } from '../private/fieldStrings';
import { mergeRefs } from '../private/mergeRefs';
import { useFieldIds } from '../private/useFieldIds';
import { counter, textArea } from './TextArea.css';

type NativeTextAreaProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  | 'className'
  | 'style'
  | 'children'
  | 'disabled'
  | 'required'
  | 'maxLength'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-invalid'
>;

export interface TextAreaProps extends NativeTextAreaProps, FieldTextProps {
  /** The native limit; the browser stops input there. */
  maxLength?: number;
  /** Shows "n of max characters" under the field; it needs `maxLength` to count towards. */
  showCharacterCount?: boolean;
}

/** A labelled multi-line text input with an optional "n of max characters" counter. */
export function TextArea({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  rows = 4,
  showCharacterCount = false,
  maxLength,
  id,
  ref,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextAreaProps) {
  const strings = useStrings(fieldStrings);
  const counterId = useId();
  const [length, setLength] = useState(() => String(rest.value ?? rest.defaultValue ?? '').length);
  const counted = showCharacterCount && maxLength !== undefined;
  const ids = useFieldIds({
    id,
    hint,
    error,
    extraDescribedBy: [counted ? counterId : undefined, ariaDescribedBy].filter(Boolean).join(' '),
  });
  // Form libraries (react-hook-form) may fill the value through the ref after mount: count it then.
  const measure = useCallback((node: HTMLTextAreaElement | null) => {
    if (node) setLength(node.value.length);
  }, []);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  // A controlled value is the truth; otherwise the last measured length.
  const shownLength = rest.value !== undefined ? String(rest.value).length : length;
  const count =
    counted && maxLength !== undefined ? (
      <p id={counterId} className={counter} data-full={shownLength >= maxLength || undefined}>
        {strings.characterCount(shownLength, maxLength)}
      </p>
    ) : undefined;
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      footerEnd={count}
    >
      <textarea
        {...rest}
        ref={mergeRefs(ref, measure)}
        id={ids.controlId}
        rows={rows}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={classNames(control(), textArea)}
      />
    </FieldShell>
  );
}
