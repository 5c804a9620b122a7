import { type Login, loginSchema } from '@allas/core';
import { Inline, Link, PasswordField, Text } from '@allas/ui';
import { useState } from 'react';
import { EmailField } from '../forms/EmailField';
import { placeFieldMessages } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import type { FormFailure } from './formFailure';

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
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, setError, isSubmitting } = useSiteForm<Login>(loginSchema);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (result === null) return;
    setFailure(result.message);
    placeFieldMessages(result.fields, setError, ['email', 'password']);
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
      <AuthForm
        onSubmit={submit}
        submitLabel={t('auth.login.submit')}
        submitting={isSubmitting}
        notice={failure ? { tone: 'error', title: t('auth.login.failed'), message: failure } : null}
      >
        <EmailField label={t('auth.field.email')} {...field('email')} />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="current-password"
          required
          {...field('password')}
        />
      </AuthForm>
    </AuthCard>
  );
}
