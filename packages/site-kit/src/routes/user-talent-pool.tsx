import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { browserApi } from '../api/browserApi';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { TalentPoolSettings } from '../user/TalentPoolSettings';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export const loader = (args: LoaderFunctionArgs) =>
  loadForUser(loaderApi(args).get('/talent-pool/me'));

export const meta = userMeta('talentPool.me.title', 'talentPool.me.description');

/** /user/talent-pool: the job seeker's switch and the companies' requests (issue 12). */
export default function UserTalentPool() {
  const pool = useLoaderData<typeof loader>();
  const t = useMessages();
  const locale = usePageLanguage();
  return (
    <UserPageLayout
      current="user-talent-pool"
      title={t('talentPool.me.title')}
      intro={t('talentPool.me.description')}
    >
      {pool.failed ? (
        <LoadFailed />
      ) : (
        <TalentPoolSettings
          pool={pool.data}
          onSwitch={(optIn) => browserApi.put('/talent-pool/me', { body: { optIn }, locale })}
          onAnswer={(id, answer) =>
            browserApi.post(
              answer === 'accept'
                ? '/talent-pool/requests/:id/accept'
                : '/talent-pool/requests/:id/decline',
              { params: { id }, locale },
            )
          }
        />
      )}
    </UserPageLayout>
  );
}
