import { Divider, Stack } from '@allas/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { apiRegionOf } from '../routing/requestContext';
import { useRootData } from '../shell/useRootData';
import { AccountDataSection } from '../user/AccountDataSection';
import { AccountForm } from '../user/AccountForm';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const region = apiRegionOf(args);
  const api = loaderApi(args);
  const [profile, categories] = await Promise.all([
    loadForUser(api.get('/profile')),
    loadForUser(api.get('/categories', { query: { region } })),
  ]);
  return { profile, categories };
}

export const meta = userMeta('user.account.title', 'user.account.description');

/** /user/account: the personal fields, the data export and the profile deletion. */
export default function UserAccount() {
  const { profile, categories } = useLoaderData<typeof loader>();
  const root = useRootData();
  const t = useMessages();
  return (
    <UserPageLayout
      current="user-account"
      title={t('user.account.title')}
      intro={t('user.account.description')}
    >
      {profile.failed || categories.failed ? (
        <LoadFailed />
      ) : (
        <Stack space="xlarge">
          <AccountForm
            profile={profile.data}
            categories={categories.data.map(({ slug, name }) => ({ slug, name }))}
            regionCode={root?.regionCode ?? 'HU'}
          />
          <Divider />
          <AccountDataSection email={profile.data.email} />
        </Stack>
      )}
    </UserPageLayout>
  );
}
