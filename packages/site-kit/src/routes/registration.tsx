import { type Registration, toRegionKey } from '@allas/core';
import { Alert, Box, Container } from '@allas/ui';
import { type MetaArgs, useLoaderData, useSearchParams } from 'react-router';
import { browserApi } from '../api/browserApi';
import { authCalls } from '../auth/authCalls';
import { RegistrationForm } from '../auth/RegistrationForm';
import { type RegistrationData, registrationLoader } from '../auth/registrationLoader';
import { withRedirect } from '../auth/returnPath';
import { useSignInCall } from '../auth/useSignInCall';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';
import { socialErrorOf } from '../social/SocialSignInError';
import { SocialSignInOptions } from '../social/SocialSignInOptions';

export const loader = registrationLoader;

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'auth.registration.title',
    description: 'auth.registration.description',
  });
}

/** The api's proof-of-work challenge, through the gateway (a stable function: the widget's input). */
const fetchChallenge = () => browserApi.get('/captcha/challenge');

/** /registration: a job seeker's profile by e-mail, then signed in and back where they were. */
export default function RegistrationPage() {
  const { categories, legalLinks, providers } = useLoaderData<RegistrationData>();
  const root = useRootData();
  const t = useMessages();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  const [params] = useSearchParams();
  const regionCode = root?.regionCode ?? 'HU';
  const registerUser = useSignInCall(
    (registration: Registration, captcha: string) =>
      authCalls.register(
        { ...registration, captcha, locale, region: toRegionKey(regionCode) },
        locale,
      ),
    {
      failedTitle: 'auth.registration.failed',
      success: 'auth.registration.success',
      fallbackPath: '/',
    },
  );

  if (categories === null) {
    return (
      <Box paddingY="xlarge">
        <Container width="narrow">
          <Alert tone="error" title={t('auth.registration.title')}>
            {t('auth.registration.categoriesUnavailable')}
          </Alert>
        </Container>
      </Box>
    );
  }

  return (
    <RegistrationForm
      region={regionCode}
      categories={categories}
      legalLinks={legalLinks}
      loginHref={withRedirect(href('/login'), params.get('redirect'))}
      getChallenge={fetchChallenge}
      onSubmit={registerUser}
      social={
        <SocialSignInOptions
          providers={providers}
          error={socialErrorOf(params.get('social_error'))}
          redirect={params.get('redirect')}
        />
      }
    />
  );
}
