import { PasswordField, type PasswordFieldProps, Stack } from '@allas/ui';
import { useId } from 'react';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export interface NewPasswordFieldProps
  extends Omit<PasswordFieldProps, 'autoComplete' | 'aria-describedby'> {
  /** What is typed so far (react-hook-form's `watch`), for the strength meter. */
  password: string;
}

/**
 * The field where a new password is chosen (registration, reset, change), with the strength meter
 * under it; the field's description reads the strength and the advice.
 */
export function NewPasswordField({ password, ...field }: NewPasswordFieldProps) {
  const id = useId();
  const strengthId = `${id}-strength`;
  const adviceId = `${id}-advice`;
  return (
    <Stack space="xsmall">
      <PasswordField
        {...field}
        autoComplete="new-password"
        aria-describedby={`${strengthId} ${adviceId}`}
      />
      <PasswordStrengthMeter password={password} adviceId={adviceId} strengthId={strengthId} />
    </Stack>
  );
}
