import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { CvSection } from '../user/CvSection';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export const loader = (args: LoaderFunctionArgs) => loadForUser(loaderApi(args).get('/profile'));

export const meta = userMeta('user.cv.title', 'user.cv.description');

/** /user/cv: the saved CV (PDF, at most 3 MB). */
export default function UserCv() {
  const profile = useLoaderData<typeof loader>();
  const t = useMessages();
  return (
    <UserPageLayout current="user-cv" title={t('user.cv.title')} intro={t('user.cv.description')}>
      {profile.failed ? <LoadFailed /> : <CvSection cv={profile.data.cv} />}
    </UserPageLayout>
  );
}
