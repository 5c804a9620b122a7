import { calendarDateIn } from '@allas/core';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { pageContext } from '../routing/requestContext';
import { ApplicationsList } from '../user/ApplicationsList';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const applications = await loadForUser(loaderApi(args).get('/my-applications'));
  // Today as the site's region counts it, read once on the server so SSR and hydration agree.
  return {
    applications,
    today: calendarDateIn(new Date(), args.context.get(pageContext).region.timeZone),
  };
}

export const meta = userMeta('user.applications.title', 'user.applications.description');

/** /my-applications: the past 90 days, with status. */
export default function MyApplications() {
  const { applications, today } = useLoaderData<typeof loader>();
  const t = useMessages();
  return (
    <UserPageLayout
      current="my-applications"
      title={t('user.applications.title')}
      intro={t('user.applications.description')}
    >
      {applications.failed ? (
        <LoadFailed />
      ) : (
        <ApplicationsList applications={applications.data} today={today} />
      )}
    </UserPageLayout>
  );
}
