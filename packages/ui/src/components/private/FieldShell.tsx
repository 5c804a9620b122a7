import type { ReactNode } from 'react';
import { useStrings } from '../../provider/useStrings';
import { Icon } from '../Icon';
import { classNames } from './classNames';
import * as css from './FieldShell.css';
import { fieldStrings } from './fieldStrings';
import type { FieldIds } from './useFieldIds';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The visible required marker. The control itself carries `required`/`aria-required`, which screen
 * readers announce, so the asterisk is hidden from them and only its tooltip says the chrome word.
 */
export function RequiredMarker() {
  const strings = useStrings(fieldStrings);
  return (
    <span className={css.requiredMarker} aria-hidden="true" title={strings.required}>
      *
    </span>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={css.hint}>
      {children}
    </p>
  );
}

/**
 * The validation message. role=alert makes screen readers announce it the moment it appears
 * (e.g. after a submit), and the control points at it through aria-describedby.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={css.error} role="alert">
      <span className={css.errorIcon}>
        <Icon name="error" size="small" />
      </span>
      <span>{children}</span>
    </p>
  );
}

interface ShellProps {
  ids: FieldIds;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown at the end of the row under the control (e.g. a character counter). */
  footerEnd?: ReactNode;
  children: ReactNode;
}

function Footer({ ids, error, footerEnd }: Pick<ShellProps, 'ids' | 'error' | 'footerEnd'>) {
  if (!footerEnd) return error ? <FieldError id={ids.errorId}>{error}</FieldError> : null;
  return (
    <div className={css.footer}>
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      <div className={css.footerEnd}>{footerEnd}</div>
    </div>
  );
}

/** Label, hint, control and error of a single-control field (text, select, phone, file). */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  required,
  disabled,
  footerEnd,
  children,
}: ShellProps) {
  return (
    <div className={css.field}>
      <label
        id={ids.labelId}
        htmlFor={ids.controlId}
        className={css.label}
        data-disabled={disabled || undefined}
      >
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {children}
      <Footer ids={ids} error={error} footerEnd={footerEnd} />
    </div>
  );
}

/**
 * A fieldset with its legend for a group of controls (checkboxes, radios). A fieldset cannot be
 * marked required, so the legend also says the chrome "Required" to screen readers.
 */
export function FieldsetShell({
  ids,
  label,
  hint,
  error,
  required,
  disabled,
  role,
  children,
}: Omit<ShellProps, 'footerEnd'> & { role?: 'radiogroup' }) {
  const strings = useStrings(fieldStrings);
  return (
    <fieldset
      className={css.field}
      disabled={disabled}
      role={role}
      aria-describedby={ids.describedBy}
      // A radiogroup may say it is invalid; a plain group (checkboxes) marks each checkbox instead.
      aria-invalid={role === 'radiogroup' && error ? true : undefined}
    >
      <legend
        id={ids.labelId}
        className={classNames(css.label, css.legend)}
        data-disabled={disabled || undefined}
      >
        {label}
        {required ? (
          <>
            <RequiredMarker />
            <VisuallyHidden>{` (${strings.required})`}</VisuallyHidden>
          </>
        ) : null}
      </legend>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {children}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
