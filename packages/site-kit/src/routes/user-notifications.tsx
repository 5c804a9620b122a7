import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { apiRegionOf } from '../routing/requestContext';
import { JobAlertsSection } from '../user/JobAlertsSection';
import { NotificationsForm } from '../user/NotificationsForm';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export const loader = async (args: LoaderFunctionArgs) => {
  const api = loaderApi(args);
  const [profile, alerts, tree] = await Promise.all([
    loadForUser(api.get('/profile')),
    loadForUser(api.get('/job-alerts')),
    api.get('/categories', { query: { region: apiRegionOf(args) } }).catch(() => []),
  ]);
  // The alerts keep category slugs; the page names them in its language.
  const categoryNames = Object.fromEntries(
    tree.flatMap((category) => [
      [category.slug, category.name],
      ...category.subcategories.map((sub) => [sub.slug, sub.name]),
    ]),
  );
  return { profile, alerts, categoryNames };
};

export const meta = userMeta('user.notifications.title', 'user.notifications.description');

/** /user/notifications: switch toggles (spec §2) and the visitor's job alerts (issue 13). */
export default function UserNotifications() {
  const { profile, alerts, categoryNames } = useLoaderData<typeof loader>();
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
      {alerts.failed ? (
        <LoadFailed />
      ) : (
        <JobAlertsSection alerts={alerts.data} categoryNames={categoryNames} />
      )}
    </UserPageLayout>
  );
}
