import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { NotificationsForm } from '../user/NotificationsForm';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export const loader = (args: LoaderFunctionArgs) => loadForUser(loaderApi(args).get('/profile'));

export const meta = userMeta('user.notifications.title', 'user.notifications.description');

/** /user/notifications: switch toggles (spec §2). */
export default function UserNotifications() {
  const profile = useLoaderData<typeof loader>();
  const t = useMessages();
  return (
    <UserPageLayout
      current="user-notifications"
      title={t('user.notifications.title')}
      intro={t('user.notifications.description')}
    >
      {profile.failed ? (
        <LoadFailed />
      ) : (
        <NotificationsForm notifications={profile.data.notifications} />
      )}
    </UserPageLayout>
  );
}
