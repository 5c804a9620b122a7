import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { ApplicationsList } from '../user/ApplicationsList';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export const loader = (args: LoaderFunctionArgs) =>
  loadForUser(loaderApi(args).get('/my-applications'));

export const meta = userMeta('user.applications.title', 'user.applications.description');

/** /my-applications: the past 90 days, with status. */
export default function MyApplications() {
  const applications = useLoaderData<typeof loader>();
  const t = useMessages();
  return (
    <UserPageLayout
      current="my-applications"
      title={t('user.applications.title')}
      intro={t('user.applications.description')}
    >
      {applications.failed ? <LoadFailed /> : <ApplicationsList applications={applications.data} />}
    </UserPageLayout>
  );
}
