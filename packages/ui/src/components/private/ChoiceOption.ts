/** One option of a checkbox or radio group. */
export interface ChoiceOption {
  value: string;
  label: string;
  /** Secondary text under the option's label. */
  description?: string;
  disabled?: boolean;
}
