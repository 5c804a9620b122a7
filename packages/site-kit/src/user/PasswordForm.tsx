import { passwordChangeSchema } from '@allas/core';
import { PasswordField } from '@allas/ui';
import { browserApi } from '../api/browserApi';
import { FormShell } from '../forms/FormShell';
import { NewPasswordField } from '../forms/NewPasswordField';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useOutcomeToast } from './useOutcomeToast';

interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

const fieldNames = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/** /user/change-password: the current password and the new one twice (PUT /profile/password). */
export function PasswordForm() {
  const t = useMessages();
  const locale = usePageLanguage();
  const { succeeded, failed } = useOutcomeToast();
  const { field, handleSubmit, setError, reset, isSubmitting, watch } = useSiteForm<PasswordValues>(
    passwordChangeSchema,
    { currentPassword: '', password: '', passwordConfirmation: '' },
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await browserApi.put('/profile/password', { locale, body: values });
      reset();
      succeeded(t('user.password.changed'));
    } catch (error) {
      showServerFieldErrors(error, setError, fieldNames);
      failed(error);
    }
  });

  return (
    <FormShell
      onSubmit={onSubmit}
      space="large"
      submit={{ label: t('user.password.save'), loading: isSubmitting }}
    >
      <PasswordField
        label={t('user.password.current')}
        required
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <NewPasswordField
        label={t('user.password.new')}
        required
        password={watch('password') ?? ''}
        {...field('password')}
      />
      <PasswordField
        label={t('user.password.confirmation')}
        required
        autoComplete="new-password"
        {...field('passwordConfirmation')}
      />
    </FormShell>
  );
}
