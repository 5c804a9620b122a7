import { type ChangeEvent, type FocusEventHandler, memo, useSyncExternalStore } from 'react';
import type { Country } from 'react-phone-number-input';
import { Icon } from '../Icon';
import { callingCode, flagEmoji } from './countryLabels';
import * as css from './PhoneInput.css';

/** The props react-phone-number-input gives its `countrySelectComponent`. */
interface CountrySelectProps {
  value?: Country;
  onChange: (country?: Country) => void;
  options: Array<{ value?: Country; label: string; divider?: boolean }>;
  disabled?: boolean;
  readOnly?: boolean;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  'aria-label'?: string;
}

const noSubscription = () => () => {};

/**
 * False while server HTML is rendered or hydrated, true from then on. The country names come from
 * the runtime's Intl data, which differs between Node and browsers ("Hong Kong SAR China" /
 * "Hong Kong"), so a server-rendered list would not match the browser's and React would throw the
 * page's HTML away — with whatever the visitor had already typed.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The country list as a native select: options read "🇭🇺 Magyarország +36"; the visible face shows
 * the ISO code and calling code as text, which every font renders (flag emoji need an emoji font).
 * No flag images: nothing is loaded from the network.
 */
function CountrySelectList({
  value,
  onChange,
  options,
  disabled,
  readOnly,
  onFocus,
  onBlur,
  'aria-label': ariaLabel,
}: CountrySelectProps) {
  const inactive = disabled || readOnly;
  // The server renders the chosen country alone, named by its code; the full list follows at once.
  const inBrowser = useInBrowser();
  const shown = inBrowser ? options : options.filter((option) => option.value === value);
  return (
    <span className={css.country} data-disabled={inactive || undefined}>
      {value ? (
        <span aria-hidden="true">
          {value} <span className={css.countryCode}>{callingCode(value)}</span>
        </span>
      ) : null}
      <Icon name="chevronDown" size="small" />
      <select
        className={css.countrySelect}
        aria-label={ariaLabel}
        value={value ?? ''}
        disabled={inactive}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange((event.target.value || undefined) as Country | undefined)
        }
      >
        {shown.map((option, index) =>
          option.divider ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: dividers have no value of their own.
            <option key={`divider-${index}`} disabled>
              ──────────
            </option>
          ) : option.value ? (
            <option key={option.value} value={option.value}>
              {inBrowser
                ? `${flagEmoji(option.value)} ${option.label} ${callingCode(option.value)}`
                : `${option.value} ${callingCode(option.value)}`}
            </option>
          ) : null,
        )}
      </select>
    </span>
  );
}

/**
 * Memoised: the number input re-renders on every keystroke, and some 250 country options need not
 * re-render with it (the library keeps the options and handlers stable).
 */
// Marked pure so bundlers can drop it (and the phone metadata it reaches) when PhoneInput is unused.
export const CountrySelect = /* @__PURE__ */ memo(CountrySelectList);
