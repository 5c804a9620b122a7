import { type Login, loginSchema } from '@allas/core';
import { Link, PasswordField } from '@allas/ui';
import { type ReactNode, useState } from 'react';
import { EmailField } from '../forms/EmailField';
import { placeFieldMessages } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import type { MessageId } from '../i18n/catalogs';
import { useMessages } from '../i18n/useMessages';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import type { FormFailure } from './formFailure';
import { QuestionLink } from './QuestionLink';

/** Who the login is for: job seekers (/login) or employers (/employer/login), each its own. */
export type LoginAudience = 'candidate' | 'employer';

const audienceTexts = {
  candidate: {
    title: 'auth.login.title',
    noAccount: 'auth.login.noAccount',
    register: 'auth.login.register',
    otherQuestion: 'auth.login.employerQuestion',
    otherLogin: 'auth.login.employerLogin',
  },
  employer: {
    title: 'auth.employerLogin.title',
    noAccount: 'auth.employerLogin.noAccount',
    register: 'auth.employerLogin.register',
    otherQuestion: 'auth.employerLogin.candidateQuestion',
    otherLogin: 'auth.employerLogin.candidateLogin',
  },
} as const satisfies Record<LoginAudience, Record<string, MessageId>>;

export interface LoginFormProps {
  /** Logs in; resolves with null on success, or the failure to show. */
  onSubmit: (login: Login) => Promise<FormFailure | null>;
  registrationHref: string;
  forgotPasswordHref: string;
  /** Job seekers unless said otherwise: the title and the links are the audience's. */
  audience?: LoginAudience;
  /** The other audience's login ("Are you an employer?"), linked under the form when given. */
  otherLoginHref?: string;
  /** Above the form: the social sign-in buttons (job seekers) and why a social sign-in failed. */
  social?: ReactNode;
}

/**
 * The e-mail login (spec §2), for job seekers or, on its own page, for employers (spec §6: the
 * employer login is separate). Social buttons (the `social` slot) appear only for configured
 * providers. The api's message (bad credentials, the wrong login type,
 * social account) shows above the form, field messages next to the fields.
 */
export function LoginForm({
  onSubmit,
  registrationHref,
  forgotPasswordHref,
  audience = 'candidate',
  otherLoginHref,
  social,
}: LoginFormProps) {
  const t = useMessages();
  const texts = audienceTexts[audience];
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
      title={t(texts.title)}
      footer={
        <>
          <Link href={forgotPasswordHref}>{t('auth.login.forgotPassword')}</Link>
          <QuestionLink
            question={t(texts.noAccount)}
            label={t(texts.register)}
            href={registrationHref}
          />
          {otherLoginHref ? (
            <QuestionLink
              question={t(texts.otherQuestion)}
              label={t(texts.otherLogin)}
              href={otherLoginHref}
            />
          ) : null}
        </>
      }
    >
      {social}
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
