import type { PasswordResetRequest } from '@allas/core';
import { useToast } from '@allas/ui';
import type { MetaArgs } from 'react-router';
import { authCalls } from '../auth/authCalls';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm';
import { formFailure } from '../auth/formFailure';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

/**
 * No data, but a server loader all the same: a client navigation here then makes a `.data` request,
 * so the root middleware's guards (maintenance among them) run for it as for every other page,
 * although the root loader itself does not run again (rootShouldRevalidate).
 */
export function loader() {
  return null;
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'auth.forgot.title',
    description: 'auth.forgot.description',
  });
}

/** The forgotten-password request (a path the spec does not name): a neutral answer either way. */
export default function ForgotPasswordPage() {
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  const { toast } = useToast();

  const request = async ({ email }: PasswordResetRequest) => {
    try {
      const { message } = await authCalls.forgotPassword(email, locale);
      toast({ type: 'success', message });
      return { tone: 'success' as const, message };
    } catch (error) {
      const { message } = formFailure(error, locale);
      toast({ type: 'error', message });
      return { tone: 'error' as const, message };
    }
  };

  return <ForgotPasswordForm onSubmit={request} loginHref={href('/login')} />;
}
