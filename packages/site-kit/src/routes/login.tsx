import { type MetaArgs, useSearchParams } from 'react-router';
import { LoginForm } from '../auth/LoginForm';
import { withRedirect } from '../auth/returnPath';
import { useLogIn } from '../auth/useLogIn';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'auth.login.title',
    description: 'auth.login.description',
  });
}

/**
 * /login: a job seeker's e-mail and password through the gateway's auth proxy, then back where the
 * visitor was. An employer's account is refused with the api's message to use the company login.
 */
export default function LoginPage() {
  const href = useLocalizedHref();
  const logIn = useLogIn('candidate', '/');
  const [params] = useSearchParams();
  return (
    <LoginForm
      onSubmit={logIn}
      registrationHref={withRedirect(href('/registration'), params.get('redirect'))}
      forgotPasswordHref={href('/forgot-password')}
      otherLoginHref={href('/employer/login')}
    />
  );
}
