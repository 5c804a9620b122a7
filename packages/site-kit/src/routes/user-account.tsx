import { toRegionKey } from '@allas/core';
import { Divider, Stack } from '@allas/ui';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useSearchParams } from 'react-router';
import { browserApi } from '../api/browserApi';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { apiRegionOf } from '../routing/requestContext';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useRootData } from '../shell/useRootData';
import { LinkedAccountsSection } from '../social/LinkedAccountsSection';
import { socialErrorOf } from '../social/SocialSignInError';
import { socialProviderOf } from '../social/socialProviders';
import { loadSocialProviders } from '../social/socialProvidersLoader';
import { socialStartHref } from '../social/socialStart';
import { AccountDataSection } from '../user/AccountDataSection';
import { AccountForm } from '../user/AccountForm';
import { UserPageLayout } from '../user/UserPageLayout';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const region = apiRegionOf(args);
  const api = loaderApi(args);
  const [profile, categories, identities, providers] = await Promise.all([
    loadForUser(api.get('/profile')),
    loadForUser(api.get('/categories', { query: { region } })),
    loadForUser(api.get('/social/identities')),
    loadSocialProviders(args),
  ]);
  return { profile, categories, identities, providers };
}

export const meta = userMeta('user.account.title', 'user.account.description');

/** /user/account: the personal fields, the linked social accounts, the data export and the profile deletion. */
export default function UserAccount() {
  const { profile, categories, identities, providers } = useLoaderData<typeof loader>();
  const root = useRootData();
  const t = useMessages();
  const locale = usePageLanguage();
  const [params] = useSearchParams();
  const location = useLocation();
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
          {identities.failed ? null : (
            <LinkedAccountsSection
              providers={providers}
              identities={identities.data}
              outcome={{
                linked: socialProviderOf(params.get('social_linked')),
                error: socialErrorOf(params.get('social_error')),
              }}
              linkHrefOf={(provider) =>
                socialStartHref(provider, {
                  region: toRegionKey(root?.regionCode ?? 'HU'),
                  locale,
                  intent: 'link',
                  redirect: location.pathname,
                })
              }
              onUnlink={(provider) =>
                browserApi.delete('/social/identities/:provider', { params: { provider }, locale })
              }
            />
          )}
          <Divider />
          <AccountDataSection email={profile.data.email} />
        </Stack>
      )}
    </UserPageLayout>
  );
}
