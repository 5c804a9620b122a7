import { LandingHero } from '../employer/LandingHero';
import { WorkshopClaims } from '../employer/WorkshopClaims';
import { useMessages } from '../i18n/useMessages';
import { WorkshopVideo } from './WorkshopVideo';

export interface WorkshopPageProps {
  /** A signed-in employer watches the video; anyone else is offered the way to it. */
  employer: boolean;
  registerHref: string;
  loginHref: string;
}

/**
 * The workshop page (spec §1: employers get a free employer-branding video after registration,
 * with its four claims). A signed-in employer watches the video; everyone else reads the claims
 * and is offered the employer registration and login to watch it.
 */
export function WorkshopPage({ employer, registerHref, loginHref }: WorkshopPageProps) {
  const t = useMessages();
  return (
    <>
      <LandingHero
        heading={t('employer.workshopPageHeading')}
        intro={employer ? t('employer.workshopPageIntro') : t('workshop.guest.text')}
        actions={
          employer
            ? []
            : [
                { label: t('workshop.guest.register'), href: registerHref },
                { label: t('workshop.guest.login'), href: loginHref },
              ]
        }
      />
      {employer ? <WorkshopVideo /> : null}
      <WorkshopClaims heading={t('employer.workshopClaimsHeading')} />
    </>
  );
}
