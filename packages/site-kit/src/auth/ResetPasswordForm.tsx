import { passwordConfirmationSchema, passwordSchema, withMatchingPasswords } from '@allas/core';
import { Alert, ButtonLink, Link } from '@allas/ui';
import { useState } from 'react';
import { z } from 'zod';
import { NewPasswordPair } from '../forms/NewPasswordPair';
import { placeFieldMessages } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import type { FormFailure } from './formFailure';

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
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, setError, isSubmitting, watch } =
    useSiteForm<NewPassword>(newPasswordSchema);
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (result === null) return;
    // A refused password is said next to its field; the alert (with "request a new link") is for
    // the link itself.
    if (!placeFieldMessages(result.fields, setError, ['password', 'passwordConfirmation'])) {
      setFailure(result.message);
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
      <AuthForm
        onSubmit={submit}
        submitLabel={t('auth.reset.submit')}
        submitting={isSubmitting}
        notice={
          failure
            ? {
                tone: 'error',
                title: t('auth.reset.failed'),
                action: <Link href={forgotPasswordHref}>{t('auth.reset.requestNew')}</Link>,
                message: failure,
              }
            : null
        }
      >
        <NewPasswordPair
          label={t('auth.field.newPassword')}
          password={watch('password') ?? ''}
          passwordField={field('password')}
          confirmationField={field('passwordConfirmation')}
        />
      </AuthForm>
    </AuthCard>
  );
}
