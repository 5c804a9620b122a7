import { toRegionKey } from '@allas/core';
import {
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useSearchParams,
} from 'react-router';
import { browserApi } from '../api/browserApi';
import { registrationLoader } from '../auth/registrationLoader';
import { withRedirect } from '../auth/returnPath';
import { useSignInCall } from '../auth/useSignInCall';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';
import { loadPendingPerson } from '../social/pendingRegistration';
import { SocialRegistrationForm } from '../social/SocialRegistrationForm';
import { SocialRegistrationNotice } from '../social/SocialRegistrationNotice';
import { socialProviderOf } from '../social/socialProviders';
import type { SocialRegistrationValues } from '../social/socialRegistrationForm';

/** The person the provider vouched for in this browser session, with the form's choices. */
export async function loader(args: LoaderFunctionArgs) {
  const [person, registration] = await Promise.all([
    loadPendingPerson(args),
    registrationLoader(args),
  ]);
  return {
    person,
    categories: registration.categories,
    legalLinks: registration.legalLinks,
    providers: registration.providers,
  };
}

/** The page shows one visitor's pending registration: no cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ matches }: MetaArgs) {
  return [
    ...pageMeta(rootDataOf(matches), {
      title: 'social.registration.title',
      description: 'social.registration.description',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The api's proof-of-work challenge, through the gateway (a stable function: the widget's input). */
const fetchChallenge = () => browserApi.get('/captcha/challenge');

/**
 * /social-registration?provider=…: a first social sign-in without an account lands here (the
 * api's callback). The form finishes the profile and signs in through the gateway's
 * /api/social-register; without a pending person (expired, another browser, a typed URL) the page
 * says so and offers signing in again or registering by email.
 */
export default function SocialRegistrationPage() {
  const { person, categories, legalLinks, providers } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const href = useLocalizedHref();
  const locale = usePageLanguage();
  const root = useRootData();
  const redirect = params.get('redirect');
  const region = toRegionKey(root?.regionCode ?? 'HU');
  const registerPerson = useSignInCall(
    ({ category, ...values }: SocialRegistrationValues, captcha: string) =>
      browserApi.post('/social-register', {
        body: { ...values, categories: [category], captcha, locale, region },
        locale,
      }),
    {
      failedTitle: 'auth.registration.failed',
      success: 'auth.registration.success',
      fallbackPath: '/',
    },
  );
  if (person === null || categories === null) {
    const provider = socialProviderOf(params.get('provider'));
    return (
      <SocialRegistrationNotice
        provider={provider}
        expired={provider !== null && providers.includes(provider)}
        registrationHref={withRedirect(href('/registration'), redirect)}
        loginHref={withRedirect(href('/login'), redirect)}
      />
    );
  }
  return (
    <SocialRegistrationForm
      person={person}
      categories={categories}
      legalLinks={legalLinks}
      loginHref={withRedirect(href('/login'), redirect)}
      getChallenge={fetchChallenge}
      onSubmit={registerPerson}
    />
  );
}
