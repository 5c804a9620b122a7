import { useMessages } from '../i18n/useMessages';
import { PasswordForm } from '../user/PasswordForm';
import { UserPageLayout } from '../user/UserPageLayout';
import { userMeta } from '../user/userRoute';

export function loader() {
  return null;
}

export const meta = userMeta('user.password.title', 'user.password.description');

/** /user/change-password */
export default function UserChangePassword() {
  const t = useMessages();
  return (
    <UserPageLayout
      current="user-change-password"
      title={t('user.password.title')}
      intro={t('user.password.description')}
    >
      <PasswordForm />
    </UserPageLayout>
  );
}
