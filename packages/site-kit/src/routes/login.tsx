import type { Login } from '@allas/core';
import { useToast } from '@allas/ui';
import { type MetaArgs, useSearchParams } from 'react-router';
import { authCalls } from '../auth/authCalls';
import { formFailure } from '../auth/formFailure';
import { LoginForm } from '../auth/LoginForm';
import { withRedirect } from '../auth/returnPath';
import { useSignedIn } from '../auth/useSignedIn';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'auth.login.title',
    description: 'auth.login.description',
  });
}

/** /login: e-mail and password through the gateway's auth proxy, then back where the visitor was. */
export default function LoginPage() {
  const t = useMessages();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  const logIn = async (login: Login) => {
    try {
      await authCalls.login(login, locale);
    } catch (error) {
      const failure = formFailure(error, locale);
      toast({ type: 'error', message: t('auth.login.failed'), description: failure.message });
      return failure;
    }
    await signedIn(t('auth.login.success'));
    return null;
  };

  return (
    <LoginForm
      onSubmit={logIn}
      registrationHref={withRedirect(href('/registration'), redirect)}
      forgotPasswordHref={href('/forgot-password')}
    />
  );
}
