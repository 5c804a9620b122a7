import {
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useSearchParams,
} from 'react-router';
import { LoginForm } from '../auth/LoginForm';
import { withRedirect } from '../auth/returnPath';
import { useLogIn } from '../auth/useLogIn';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { socialErrorOf } from '../social/SocialSignInError';
import { SocialSignInOptions } from '../social/SocialSignInOptions';
import { loadSocialProviders } from '../social/socialProvidersLoader';

/** The social sign-in providers the deployment is configured for (none: no buttons). */
export async function loader(args: LoaderFunctionArgs) {
  return { providers: await loadSocialProviders(args) };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'auth.login.title',
    description: 'auth.login.description',
  });
}

/**
 * /login: a job seeker's e-mail and password through the gateway's auth proxy, then back where the
 * visitor was; or a configured social provider. An employer's account is refused with the api's
 * message to use the company login; a social sign-in that failed comes back here with
 * `social_error`, shown above the form.
 */
export default function LoginPage() {
  const href = useLocalizedHref();
  const logIn = useLogIn('candidate', '/');
  const { providers } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <LoginForm
      onSubmit={logIn}
      registrationHref={withRedirect(href('/registration'), redirect)}
      forgotPasswordHref={href('/forgot-password')}
      otherLoginHref={href('/employer/login')}
      social={
        <SocialSignInOptions
          providers={providers}
          error={socialErrorOf(params.get('social_error'))}
          redirect={redirect}
        />
      }
    />
  );
}
