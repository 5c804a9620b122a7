import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { LinkedInForm } from '../user/LinkedInForm';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export const loader = (args: LoaderFunctionArgs) => loadForUser(loaderApi(args).get('/profile'));

export const meta = userMeta('user.linkedin.title', 'user.linkedin.description');

/** /user/linkedin */
export default function UserLinkedIn() {
  const profile = useLoaderData<typeof loader>();
  const t = useMessages();
  return (
    <UserPageLayout
      current="user-linkedin"
      title={t('user.linkedin.title')}
      intro={t('user.linkedin.description')}
    >
      {profile.failed ? <LoadFailed /> : <LinkedInForm linkedInUrl={profile.data.linkedInUrl} />}
    </UserPageLayout>
  );
}
