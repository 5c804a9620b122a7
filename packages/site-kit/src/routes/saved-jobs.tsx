import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { SavedJobsList } from '../user/SavedJobsList';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export const loader = (args: LoaderFunctionArgs) => loadForUser(loaderApi(args).get('/saved-jobs'));

export const meta = userMeta('user.savedJobs.title', 'user.savedJobs.description');

/** /saved-jobs */
export default function SavedJobs() {
  const jobs = useLoaderData<typeof loader>();
  const t = useMessages();
  return (
    <UserPageLayout
      current="saved-jobs"
      title={t('user.savedJobs.title')}
      intro={t('user.savedJobs.description')}
    >
      {jobs.failed ? <LoadFailed /> : <SavedJobsList jobs={jobs.data} />}
    </UserPageLayout>
  );
}
