import { type EmployerRegistration, toRegionKey } from '@allas/core';
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { browserApi } from '../api/browserApi';
import { authCalls } from '../auth/authCalls';
import { loadLegalLinks } from '../auth/legalLinks';
import { useSignInCall } from '../auth/useSignInCall';
import { EmployerRegistrationForm } from '../employer/EmployerRegistrationForm';
import { pageContext } from '../routing/requestContext';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export async function loader(args: LoaderFunctionArgs) {
  return {
    region: args.context.get(pageContext).region.regionCode,
    legalLinks: await loadLegalLinks(args),
  };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'employerAccount.registration.title',
    description: 'employerAccount.registration.description',
  });
}

/** The api's proof-of-work challenge, through the gateway (a stable function: the widget's input). */
const fetchChallenge = () => browserApi.get('/captcha/challenge');

/**
 * /employer/registration (issue 12): the company and its contact person; once registered the
 * employer is signed in and lands on the dashboard.
 */
export default function EmployerRegistrationPage() {
  const { region, legalLinks } = useLoaderData<typeof loader>();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  const registerEmployer = useSignInCall(
    (registration: EmployerRegistration, captcha: string) =>
      authCalls.registerEmployer(
        { ...registration, captcha, locale, region: toRegionKey(region) },
        locale,
      ),
    {
      failedTitle: 'auth.registration.failed',
      success: 'employerAccount.registration.success',
      fallbackPath: '/employer/dashboard',
    },
  );

  return (
    <EmployerRegistrationForm
      region={region}
      legalLinks={legalLinks}
      loginHref={href('/employer/login')}
      jobSeekerRegistrationHref={href('/registration')}
      getChallenge={fetchChallenge}
      onSubmit={registerEmployer}
    />
  );
}
