import { TextField } from '@allas/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NewPasswordPair } from '../forms/NewPasswordPair';
import { useMessages } from '../i18n/useMessages';

/** The fields, in their order on the screen. */
export const accountHolderFields = [
  'lastName',
  'firstName',
  'email',
  'password',
  'passwordConfirmation',
] as const;
export type AccountHolderField = (typeof accountHolderFields)[number];

type FieldInput = UseFormRegisterReturn & { error: string | undefined };

/**
 * The fields' props, registered in their order. Called while the form itself renders, so they are
 * registered before the fields that follow them there: react-hook-form focuses the first
 * registered field with an error, which must be the first one on the screen.
 */
export function accountHolderInputs(
  field: (name: AccountHolderField) => FieldInput,
): Record<AccountHolderField, FieldInput> {
  return Object.fromEntries(accountHolderFields.map((name) => [name, field(name)])) as Record<
    AccountHolderField,
    FieldInput
  >;
}

/**
 * The person who signs in, as a registration asks for them: name, e-mail address, and a new
 * password twice (a job seeker, or an employer's contact person).
 */
export function AccountHolderFields({
  inputs,
  password,
}: {
  /** The registered inputs with their error messages in the page's language (accountHolderInputs). */
  inputs: Record<AccountHolderField, FieldInput>;
  /** What is typed into the password so far, for the strength meter. */
  password: string;
}) {
  const t = useMessages();
  return (
    <>
      <TextField
        label={t('auth.field.lastName')}
        autoComplete="family-name"
        required
        {...inputs.lastName}
      />
      <TextField
        label={t('auth.field.firstName')}
        autoComplete="given-name"
        required
        {...inputs.firstName}
      />
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        required
        {...inputs.email}
      />
      <NewPasswordPair
        label={t('auth.field.password')}
        password={password}
        passwordField={inputs.password}
        confirmationField={inputs.passwordConfirmation}
      />
    </>
  );
}
