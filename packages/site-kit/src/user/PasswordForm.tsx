import { passwordChangeSchema } from '@allas/core';
import { Box, Button, PasswordField, Stack, useToast } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { failureText } from './failureText';
import { applyServerFieldErrors, errorOf } from './fieldMessage';
import { usePageLanguage } from './usePageLanguage';

interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

const fieldNames = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/** /user/change-password: the current password and the new one twice (PUT /profile/password). */
export function PasswordForm() {
  const t = useMessages();
  const { locale } = usePageLanguage();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await browserApi('/profile/password', { method: 'PUT', locale, body: values });
      reset();
      toast({ type: 'success', message: t('user.password.changed') });
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
      toast({ type: 'error', message: failureText(error, t('error.generic')) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        <PasswordField
          label={t('user.password.current')}
          required
          autoComplete="current-password"
          error={errorOf(errors, 'currentPassword', locale)}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t('user.password.new')}
          required
          autoComplete="new-password"
          error={errorOf(errors, 'password', locale)}
          {...register('password')}
        />
        <PasswordField
          label={t('user.password.confirmation')}
          required
          autoComplete="new-password"
          error={errorOf(errors, 'passwordConfirmation', locale)}
          {...register('passwordConfirmation')}
        />
        <Box>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('user.password.save')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
