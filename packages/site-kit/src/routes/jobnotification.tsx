import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { JobAlertSignup } from '../alerts/JobAlertSignup';
import { loaderApi } from '../api/loaderApi';
import { apiRegionOf } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';

export async function loader(args: LoaderFunctionArgs) {
  const region = apiRegionOf(args);
  try {
    const tree = await loaderApi(args).get('/categories', { query: { region } });
    return { region, categories: tree.map(({ slug, name }) => ({ slug, name })) };
  } catch {
    // The page still renders and says why the form is missing.
    return { region, categories: null };
  }
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'alerts.title',
    description: 'alerts.description',
  });
}

/** /jobnotification: job-alert sign-up (spec §2). */
export default function JobNotification() {
  const { categories, region } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return <JobAlertSignup categories={categories} region={region} signedIn={signedIn} />;
}
