import { type Login, loginSchema } from '@allas/core';
import { Alert, Button, Inline, Link, PasswordField, Stack, Text, TextField } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMessages } from '../i18n/useMessages';
import { AuthCard } from './AuthCard';
import { fieldMessage, usePageLanguage } from './fieldMessage';
import type { FormFailure } from './formFailure';
import { useHydrated } from './useHydrated';

export interface LoginFormProps {
  /** Logs in; resolves with null on success, or the failure to show. */
  onSubmit: (login: Login) => Promise<FormFailure | null>;
  registrationHref: string;
  forgotPasswordHref: string;
}

/**
 * The e-mail login (spec §2). Social buttons appear only for configured providers; none is
 * configured yet, so there are none. The api's message (bad credentials, wrong user type, social
 * account) shows above the form, field messages next to the fields.
 */
export function LoginForm({ onSubmit, registrationHref, forgotPasswordHref }: LoginFormProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Login>({
    resolver: zodResolver(loginSchema),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (result === null) return;
    setFailure(result.message);
    for (const field of ['email', 'password'] as const) {
      const message = result.fields[field];
      if (message) setError(field, { message });
    }
  });

  return (
    <AuthCard
      title={t('auth.login.title')}
      footer={
        <>
          <Link href={forgotPasswordHref}>{t('auth.login.forgotPassword')}</Link>
          <Inline space="xsmall" alignY="center">
            <Text as="span">{t('auth.login.noAccount')}</Text>
            <Link href={registrationHref} weight="semibold">
              {t('auth.login.register')}
            </Link>
          </Inline>
        </>
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack space="medium">
          {failure ? (
            <Alert tone="error" title={t('auth.login.failed')}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldMessage(errors.email?.message, locale)}
            {...register('email')}
          />
          <PasswordField
            label={t('auth.field.password')}
            autoComplete="current-password"
            required
            error={fieldMessage(errors.password?.message, locale)}
            {...register('password')}
          />
          <Button
            type="submit"
            variant="primary"
            loading={isSubmitting}
            disabled={!hydrated}
            fullWidth
          >
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
