import { type MetaArgs, useLoaderData } from 'react-router';
import { EmployerOffers } from '../employer/EmployerOffers';
import { LandingHero } from '../employer/LandingHero';
import { WorkshopClaims } from '../employer/WorkshopClaims';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export function loader() {
  return {
    shortlist: isRegistered('candidate-shortlist'),
    premium: isRegistered('premium-toborzas'),
    contact: isRegistered('contact-us'),
    workshop: isRegistered('workshop'),
  };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'employer.brandingTitle',
    description: 'employer.brandingDescription',
  });
}

/** /employer-branding: what allas offers employers (spec §1), linking to the pages that sell it. */
export default function EmployerBranding() {
  const reachable = useLoaderData<typeof loader>();
  const t = useMessages();
  const href = useLocalizedHref();
  return (
    <>
      <LandingHero
        heading={t('employer.brandingHeading')}
        intro={t('employer.brandingIntro')}
        actions={[
          ...(reachable.premium
            ? [{ label: t('employer.requestQuote'), href: href('/premium-toborzas') }]
            : []),
          ...(reachable.contact
            ? [{ label: t('employer.contactUs'), href: href('/contact-us') }]
            : []),
        ]}
      />
      <EmployerOffers
        shortlistHref={reachable.shortlist ? href('/candidate-shortlist') : undefined}
      />
      <WorkshopClaims
        heading={t('employer.workshopHeading')}
        intro={t('employer.workshopIntro')}
        action={
          reachable.workshop
            ? { label: t('employer.workshopLink'), href: href('/workshop') }
            : undefined
        }
      />
    </>
  );
}
