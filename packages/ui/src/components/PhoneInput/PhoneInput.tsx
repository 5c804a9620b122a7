import { type FocusEvent, type ReactElement, type Ref, useMemo } from 'react';
import PhoneNumberInput, {
  type Country,
  type DefaultInputComponentProps,
  type Labels,
  type Props as LibraryProps,
} from 'react-phone-number-input';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { FieldShell } from '../private/FieldShell';
import { control } from '../private/fieldControl.css';
import type { FieldTextProps } from '../private/fieldProps';
import { fieldStrings } from '../private/fieldStrings';
import { useControllableState } from '../private/useControllableState';
import { useFieldIds } from '../private/useFieldIds';
import { CountrySelect } from './CountrySelect';
import { countryNames, intlLocale } from './countryLabels';
import * as css from './PhoneInput.css';
import { type PhoneRegion, phoneRegions } from './phoneInputOptions';

/**
 * The library's types give its ref a class instance, but at run time it forwards the ref to the
 * number <input> (PhoneInputWithCountry.js: "only to .forwardRef() to the <input/>").
 */
const NumberInput = PhoneNumberInput as unknown as (
  props: LibraryProps<DefaultInputComponentProps> & { ref?: Ref<HTMLInputElement> },
) => ReactElement;

export interface PhoneInputProps extends FieldTextProps {
  /** The site's market: its country is preselected and listed first (HU → +36, RO → +40). */
  region: PhoneRegion;
  /** The number in E.164 ("+36201234567"), or undefined while empty or incomplete (controlled). */
  value?: string;
  /** The number at first, in E.164 (uncontrolled). */
  defaultValue?: string;
  /** Called with the number in E.164, or undefined when the field is emptied. */
  onChange?: (value: string | undefined) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** Posts the E.164 number under this name with a plain form (a hidden input). */
  name?: string;
  id?: string;
  placeholder?: string;
  autoComplete?: string;
  /** The number input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A phone number field: a country select (names in the chrome language, the region's country
 * first) and a number input that formats as the user types and reports E.164.
 * react-hook-form users wire it with `Controller` (its onChange gives a value, not an event).
 */
export function PhoneInput({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  region,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  id,
  placeholder,
  autoComplete = 'tel',
  ref,
}: PhoneInputProps) {
  const { locale } = useUi();
  const strings = useStrings(fieldStrings);
  const ids = useFieldIds({ id, hint, error });
  // The library reads the select's name from `labels.country`; the rest are the country names.
  const labels = useMemo<Labels>(
    () => ({ ...countryNames(locale), country: strings.phoneCountry }),
    [locale, strings.phoneCountry],
  );
  const order = useMemo(
    () => [region, ...phoneRegions.filter((other) => other !== region), '|', '...'] as const,
    [region],
  );
  // `undefined` is the library's "empty"; the controllable state needs a definite default.
  const [number, setNumber] = useControllableState<string | undefined>(
    value,
    defaultValue,
    onChange,
  );
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    >
      <NumberInput
        ref={ref}
        className={css.row}
        countrySelectComponent={CountrySelect}
        numberInputProps={{ className: control() }}
        defaultCountry={region as Country}
        countryOptionsOrder={[...order]}
        addInternationalOption={false}
        // A stored number of the default country shows as people write it there ("0721 234 567").
        initialValueFormat="national"
        labels={labels}
        locales={intlLocale(locale)}
        value={number}
        onChange={setNumber}
        onBlur={onBlur}
        disabled={disabled}
        autoComplete={autoComplete}
        placeholder={placeholder}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {name ? <input type="hidden" name={name} value={number ?? ''} /> : null}
    </FieldShell>
  );
}
