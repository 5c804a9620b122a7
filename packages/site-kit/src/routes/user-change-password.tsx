import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { browserApi } from '../api/browserApi';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { SetPasswordByMail } from '../social/SetPasswordByMail';
import { PasswordForm } from '../user/PasswordForm';
import { UserPageLayout } from '../user/UserPageLayout';
import { loadForUser, userMeta } from '../user/userRoute';

/** Whether the account has a password to change (a provider's account has none yet). */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const [profile, identities] = await Promise.all([
    loadForUser(api.get('/profile')),
    loadForUser(api.get('/social/identities')),
  ]);
  const withoutPassword = !profile.failed && !identities.failed && !identities.data.hasPassword;
  return { email: withoutPassword ? profile.data.email : null };
}

export const meta = userMeta('user.password.title', 'user.password.description');

/**
 * /user/change-password: the current password and the new one; for an account a provider created,
 * which has none, a link to its email that sets the first one.
 */
export default function UserChangePassword() {
  const t = useMessages();
  const locale = usePageLanguage();
  const { email } = useLoaderData<typeof loader>();
  return (
    <UserPageLayout
      current="user-change-password"
      title={t('user.password.title')}
      intro={t('user.password.description')}
    >
      {email === null ? (
        <PasswordForm />
      ) : (
        <SetPasswordByMail
          email={email}
          onSend={() => browserApi.post('/forgot-password', { body: { email }, locale })}
        />
      )}
    </UserPageLayout>
  );
}
