import { TextField } from '@allas/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NewPasswordPair } from '../forms/NewPasswordPair';
import { useMessages } from '../i18n/useMessages';

export type AccountHolderField =
  | 'lastName'
  | 'firstName'
  | 'email'
  | 'password'
  | 'passwordConfirmation';

/**
 * The person who signs in, as a registration asks for them: name, e-mail address, and a new
 * password twice (a job seeker, or an employer's contact person).
 */
export function AccountHolderFields({
  field,
  password,
}: {
  /** A registered input's props with its error message in the page's language. */
  field: (name: AccountHolderField) => UseFormRegisterReturn & { error: string | undefined };
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
        {...field('lastName')}
      />
      <TextField
        label={t('auth.field.firstName')}
        autoComplete="given-name"
        required
        {...field('firstName')}
      />
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <NewPasswordPair
        label={t('auth.field.password')}
        password={password}
        passwordField={field('password')}
        confirmationField={field('passwordConfirmation')}
      />
    </>
  );
}
