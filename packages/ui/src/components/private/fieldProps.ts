/** What every form field shows around its control. Product copy: it comes from the app. */
export interface FieldTextProps {
  /** The visible label, also the control's accessible name. */
  label: string;
  /** Help shown under the label and read after the name. */
  hint?: string;
  /** The validation message; marks the control invalid and is announced when it appears. */
  error?: string;
  /** Shows the required marker and sets the native `required`. */
  required?: boolean;
  disabled?: boolean;
}
