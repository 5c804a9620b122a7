import type { RegionCode } from '@allas/core';
import { PhoneInput } from '@allas/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/**
 * A form's required phone number: ui's PhoneInput (a country select and the number, read in the
 * site's country) under react-hook-form, which holds the number in E.164 or ''.
 */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  label,
  region,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  region: RegionCode;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: phone }) => (
        <PhoneInput
          label={label}
          required
          region={region}
          autoComplete="tel"
          value={phone.value || undefined}
          onChange={(value) => phone.onChange(value ?? '')}
          onBlur={phone.onBlur}
          ref={phone.ref}
          error={error}
        />
      )}
    />
  );
}
