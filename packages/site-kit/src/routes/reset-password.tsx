import { useToast } from '@allas/ui';
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData, useNavigate } from 'react-router';
import { authCalls } from '../auth/authCalls';
import { formFailure } from '../auth/formFailure';
import { clearLinkToken, tokenFromMailedLink } from '../auth/linkToken';
import { ResetPasswordForm } from '../auth/ResetPasswordForm';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

/**
 * The mailed link arrives as /{locale}/reset-password?token=… (the guards add the language
 * prefix). The token goes into a short-lived cookie and the visitor is sent to the same page
 * without it, so it does not stay in the address bar or leak through a Referer.
 */
export function loader(args: LoaderFunctionArgs) {
  return { token: tokenFromMailedLink(args, 'reset') };
}

export function meta({ matches }: MetaArgs) {
  return [
    ...pageMeta(rootDataOf(matches), {
      title: 'auth.reset.title',
      description: 'auth.reset.description',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** /reset-password: the new password for the account of the mailed link. */
export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const t = useMessages();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { toast } = useToast();

  const reset = async (password: { password: string; passwordConfirmation: string }) => {
    if (token === null) return null;
    try {
      const { message } = await authCalls.resetPassword({ token, ...password }, locale);
      clearLinkToken('reset');
      toast({ type: 'success', message });
      await navigate(href('/login'), { replace: true });
      return null;
    } catch (error) {
      const failure = formFailure(error, locale);
      toast({ type: 'error', message: t('auth.reset.failed'), description: failure.message });
      return failure;
    }
  };

  return (
    <ResetPasswordForm
      hasToken={token !== null}
      onSubmit={reset}
      forgotPasswordHref={href('/forgot-password')}
      loginHref={href('/login')}
    />
  );
}
