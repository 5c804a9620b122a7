import { CheckboxGroup, type CheckboxGroupProps } from '@allas/ui';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import type { SiteForm } from './useSiteForm';

export interface CheckboxGroupFieldProps<T extends FieldValues>
  extends Omit<
    CheckboxGroupProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
  > {
  form: Pick<SiteForm<T>, 'control' | 'errorOf'>;
  /** The form's field holding the checked values. */
  name: Path<T>;
}

/** A checkbox group bound to a site form's list field, with its error in the page's language. */
export function CheckboxGroupField<T extends FieldValues>({
  form,
  name,
  ...group
}: CheckboxGroupFieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup
          {...group}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={form.errorOf(name)}
        />
      )}
    />
  );
}
