import { PasswordField } from '@allas/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessages } from '../i18n/useMessages';
import { NewPasswordField } from './NewPasswordField';

type PasswordInput = UseFormRegisterReturn & { error: string | undefined };

/** A new password with its strength meter, and the same password again. */
export function NewPasswordPair({
  label,
  password,
  passwordField,
  confirmationField,
}: {
  /** "Password" on a registration, "New password" where one is replaced. */
  label: string;
  /** What is typed so far (react-hook-form's `watch`), for the strength meter. */
  password: string;
  passwordField: PasswordInput;
  confirmationField: PasswordInput;
}) {
  const t = useMessages();
  return (
    <>
      <NewPasswordField label={label} required password={password} {...passwordField} />
      <PasswordField
        label={t('auth.field.passwordConfirmation')}
        autoComplete="new-password"
        required
        {...confirmationField}
      />
    </>
  );
}
