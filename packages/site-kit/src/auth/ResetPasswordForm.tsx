import { passwordConfirmationSchema, passwordSchema, withMatchingPasswords } from '@allas/core';
import { Alert, Button, ButtonLink, Link, PasswordField, Stack } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useMessages } from '../i18n/useMessages';
import { AuthCard } from './AuthCard';
import { fieldMessage, usePageLanguage } from './fieldMessage';
import type { FormFailure } from './formFailure';
import { useHydrated } from './useHydrated';

/**
 * The new-password part of core's reset schema: the token is not typed by the visitor (it comes
 * from the mailed link) and the api needs no e-mail for it.
 */
const newPasswordSchema = withMatchingPasswords(
  z.object({ password: passwordSchema, passwordConfirmation: passwordConfirmationSchema }),
);
type NewPassword = z.output<typeof newPasswordSchema>;

export interface ResetPasswordFormProps {
  /** False when the page was opened without a reset link's token. */
  hasToken: boolean;
  /** Sets the new password; resolves with null on success, or the failure to show. */
  onSubmit: (password: NewPassword) => Promise<FormFailure | null>;
  forgotPasswordHref: string;
  loginHref: string;
}

/** /reset-password: a new password for the account of the mailed link. */
export function ResetPasswordForm({
  hasToken,
  onSubmit,
  forgotPasswordHref,
  loginHref,
}: ResetPasswordFormProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (result === null) return;
    setFailure(result.message);
    for (const field of ['password', 'passwordConfirmation'] as const) {
      const text = result.fields[field];
      if (text) setError(field, { message: text });
    }
  });

  if (!hasToken) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert tone="warning">{t('auth.reset.missingToken')}</Alert>
        <ButtonLink href={forgotPasswordHref} variant="primary">
          {t('auth.reset.requestNew')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro')}
      footer={<Link href={loginHref}>{t('auth.forgot.backToLogin')}</Link>}
    >
      <form noValidate onSubmit={submit}>
        <Stack space="medium">
          {failure ? (
            <Alert
              tone="error"
              title={t('auth.reset.failed')}
              action={<Link href={forgotPasswordHref}>{t('auth.reset.requestNew')}</Link>}
            >
              {failure}
            </Alert>
          ) : null}
          <PasswordField
            label={t('auth.field.newPassword')}
            autoComplete="new-password"
            required
            error={fieldMessage(errors.password?.message, locale)}
            {...register('password')}
          />
          <PasswordField
            label={t('auth.field.passwordConfirmation')}
            autoComplete="new-password"
            required
            error={fieldMessage(errors.passwordConfirmation?.message, locale)}
            {...register('passwordConfirmation')}
          />
          <Button
            type="submit"
            variant="primary"
            loading={isSubmitting}
            disabled={!hydrated}
            fullWidth
          >
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
