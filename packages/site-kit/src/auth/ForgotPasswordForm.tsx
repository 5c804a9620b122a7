import { type PasswordResetRequest, passwordResetRequestSchema } from '@allas/core';
import { Alert, Button, Link, Stack, TextField } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMessages } from '../i18n/useMessages';
import { AuthCard } from './AuthCard';
import { fieldMessage, usePageLanguage } from './fieldMessage';
import { useHydrated } from './useHydrated';

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
  const locale = usePageLanguage();
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<ForgotPasswordAnswer | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
  });
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
      <form noValidate onSubmit={submit}>
        <Stack space="medium">
          {answer ? <Alert tone={answer.tone}>{answer.message}</Alert> : null}
          <TextField
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldMessage(errors.email?.message, locale)}
            {...register('email')}
          />
          <Button
            type="submit"
            variant="primary"
            loading={isSubmitting}
            disabled={!hydrated}
            fullWidth
          >
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
