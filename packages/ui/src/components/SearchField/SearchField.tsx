import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  useRef,
  useState,
} from 'react';
import { useStrings } from '../../provider/useStrings';
import { Icon } from '../Icon';
import { classNames } from '../private/classNames';
import { FieldShell } from '../private/FieldShell';
import {
  control,
  controlFrame,
  inlineButton,
  leadingIcon,
  trailingSlot,
} from '../private/fieldControl.css';
import type { FieldTextProps } from '../private/fieldProps';
import { fieldStrings } from '../private/fieldStrings';
import { mergeRefs } from '../private/mergeRefs';
import { useFieldIds } from '../private/useFieldIds';
import { searchInput } from './SearchField.css';

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

export interface SearchFieldProps extends NativeInputProps, FieldTextProps {
  /** Called with the text when the user presses Enter. The Enter then does not submit a form. */
  onSearch?: (value: string) => void;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
  /** Overrides the chrome "Clear search" name of the clear button. */
  clearLabel?: string;
}

/**
 * Sets the input's value the way typing would, so React's onChange (and form libraries listening
 * to it) see the change for controlled and uncontrolled inputs alike.
 */
function setNativeValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A labelled search input with a search icon, a clear button and Enter to search. */
export function SearchField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  onSearch,
  onClear,
  clearLabel,
  onChange,
  onKeyDown,
  id,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SearchFieldProps) {
  const strings = useStrings(fieldStrings);
  const ids = useFieldIds({ id, hint, error, extraDescribedBy: ariaDescribedBy });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(rest.defaultValue ?? '').length,
  );
  const hasText = rest.value !== undefined ? String(rest.value).length > 0 : uncontrolledLength > 0;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !onSearch) return;
    // An Enter that confirms an IME composition is not a search.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSearch(event.currentTarget.value);
    }
  };
  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, '');
    input.focus();
    onClear?.();
  };

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
        <span className={leadingIcon}>
          <Icon name="search" size="medium" />
        </span>
        <input
          {...rest}
          ref={mergeRefs(ref, inputRef)}
          id={ids.controlId}
          type="search"
          enterKeyHint="search"
          required={required}
          disabled={disabled}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={classNames(
            control({ leadingAdornment: true, trailingAdornment: true }),
            searchInput,
          )}
        />
        {hasText && !disabled ? (
          <span className={trailingSlot}>
            <button
              type="button"
              className={inlineButton}
              title={clearLabel ?? strings.clearSearch}
              onClick={clear}
            >
              <Icon name="close" size="medium" label={clearLabel ?? strings.clearSearch} />
            </button>
          </span>
        ) : null}
      </span>
    </FieldShell>
  );
}
