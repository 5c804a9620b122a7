import type { MetaArgs } from 'react-router';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';
import { WorkshopPage } from '../workshop/WorkshopPage';

/** No data: the server loader lets the root middleware's guards run on a client navigation here. */
export function loader() {
  return null;
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'employer.workshopTitle',
    description: 'employer.workshopDescription',
  });
}

/** /workshop: the employer-branding video for signed-in employers, its claims for everyone. */
export default function Workshop() {
  const href = useLocalizedHref();
  return (
    <WorkshopPage
      employer={useRootData()?.user?.userType === 'employer'}
      registerHref={href('/employer/registration')}
      loginHref={href('/employer/login')}
    />
  );
}
