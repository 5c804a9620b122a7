import { type MetaArgs, useLoaderData } from 'react-router';
import { LandingHero } from '../employer/LandingHero';
import { WorkshopClaims } from '../employer/WorkshopClaims';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';

export function loader() {
  return { registration: isRegistered('registration') };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'employer.workshopTitle',
    description: 'employer.workshopDescription',
  });
}

/**
 * The workshop landing page (spec §1: a free employer-branding video after registration, with its
 * four claims). Guests are offered the registration once that screen exists.
 */
export default function Workshop() {
  const { registration } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  const t = useMessages();
  const href = useLocalizedHref();
  return (
    <>
      <LandingHero
        heading={t('employer.workshopPageHeading')}
        intro={t('employer.workshopPageIntro')}
        actions={
          registration && !signedIn
            ? [{ label: t('employer.registerForVideo'), href: href('/registration') }]
            : []
        }
      />
      <WorkshopClaims heading={t('employer.workshopClaimsHeading')} />
    </>
  );
}
