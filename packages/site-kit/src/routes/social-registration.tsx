import { type MetaArgs, useSearchParams } from 'react-router';
import { withRedirect } from '../auth/returnPath';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { SocialRegistrationNotice } from '../social/SocialRegistrationNotice';
import { socialProviderOf } from '../social/socialProviders';

export function meta({ matches }: MetaArgs) {
  return [
    ...pageMeta(rootDataOf(matches), {
      title: 'social.registration.title',
      description: 'social.registration.description',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * /social-registration?provider=…: no social provider is configured on the sites yet (the OAuth
 * integrations come in a later issue), so the page says registration with that provider is not
 * available here and offers email registration and login.
 */
export default function SocialRegistrationPage() {
  const [params] = useSearchParams();
  const href = useLocalizedHref();
  const redirect = params.get('redirect');
  return (
    <SocialRegistrationNotice
      provider={socialProviderOf(params.get('provider'))}
      registrationHref={withRedirect(href('/registration'), redirect)}
      loginHref={withRedirect(href('/login'), redirect)}
    />
  );
}
