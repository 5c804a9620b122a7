import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { FollowedCompaniesList } from '../user/FollowedCompaniesList';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export const loader = (args: LoaderFunctionArgs) =>
  loadForUser(loaderApi(args).get('/followed-companies'));

export const meta = userMeta('user.followed.title', 'user.followed.description');

/** /followed-companies */
export default function FollowedCompanies() {
  const companies = useLoaderData<typeof loader>();
  const t = useMessages();
  return (
    <UserPageLayout
      current="followed-companies"
      title={t('user.followed.title')}
      intro={t('user.followed.description')}
    >
      {companies.failed ? <LoadFailed /> : <FollowedCompaniesList companies={companies.data} />}
    </UserPageLayout>
  );
}
