import { type PasswordResetRequest, passwordResetRequestSchema } from '@allas/core';
import { Link } from '@allas/ui';
import { useState } from 'react';
import { EmailField } from '../forms/EmailField';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';

export interface ForgotPasswordAnswer {
  tone: 'success' | 'error';
  message: string;
}

export interface ForgotPasswordFormProps {
  /** Asks for a reset link; resolves with the neutral answer, or a failure (no connection). */
  onSubmit: (request: PasswordResetRequest) => Promise<ForgotPasswordAnswer>;
  loginHref: string;
}

/**
 * The forgotten-password request. The answer is the same whether or not an account has the address
 * (spec §8), so the page cannot be used to find out who is registered.
 */
export function ForgotPasswordForm({ onSubmit, loginHref }: ForgotPasswordFormProps) {
  const t = useMessages();
  const [answer, setAnswer] = useState<ForgotPasswordAnswer | null>(null);
  const { field, handleSubmit, isSubmitting } = useSiteForm<PasswordResetRequest>(
    passwordResetRequestSchema,
  );
  const submit = handleSubmit(async (values) => {
    setAnswer(null);
    setAnswer(await onSubmit(values));
  });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={<Link href={loginHref}>{t('auth.forgot.backToLogin')}</Link>}
    >
      <AuthForm
        onSubmit={submit}
        submitLabel={t('auth.forgot.submit')}
        submitting={isSubmitting}
        notice={answer ? { tone: answer.tone, message: answer.message } : null}
      >
        <EmailField label={t('auth.field.email')} {...field('email')} />
      </AuthForm>
    </AuthCard>
  );
}
