import { type MetaArgs, useSearchParams } from 'react-router';
import { LoginForm } from '../auth/LoginForm';
import { withRedirect } from '../auth/returnPath';
import { useLogIn } from '../auth/useLogIn';
import { useLocalizedHref } from '../routing/useLocalizedHref';
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
    title: 'auth.employerLogin.title',
    description: 'auth.employerLogin.description',
  });
}

/**
 * /employer/login: the employer's own login (spec §6), then the page the employer guard came from,
 * else the dashboard. A job seeker's account is refused with the api's message to use their own.
 */
export default function EmployerLoginPage() {
  const href = useLocalizedHref();
  const logIn = useLogIn('employer', '/employer/dashboard');
  const [params] = useSearchParams();
  return (
    <LoginForm
      audience="employer"
      onSubmit={logIn}
      registrationHref={withRedirect(href('/employer/registration'), params.get('redirect'))}
      forgotPasswordHref={href('/forgot-password')}
      otherLoginHref={href('/login')}
    />
  );
}
