import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { NewsletterSignup } from '../alerts/NewsletterSignup';
import { apiRegionOf } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';

export function loader(args: LoaderFunctionArgs) {
  return { region: apiRegionOf(args) };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'alerts.newsletterTitle',
    description: 'alerts.newsletterDescription',
  });
}

/** The newsletter sign-up (spec §2 names the screen, not its path). */
export default function NewsletterPage() {
  const { region } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return <NewsletterSignup region={region} signedIn={signedIn} />;
}
