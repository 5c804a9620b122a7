import { Alert, ButtonLink, Link } from '@allas/ui';
import { AuthCard } from '../auth/AuthCard';
import { useMessages } from '../i18n/useMessages';
import { type SocialProvider, socialProviderNames } from './socialProviders';

export interface SocialRegistrationNoticeProps {
  /** The provider of the link; null when it names none or an unknown one. */
  provider: SocialProvider | null;
  registrationHref: string;
  loginHref: string;
}

/**
 * /social-registration while no social provider is configured on the site (the OAuth integrations
 * come in a later issue): it says so plainly and offers email registration and login instead of a
 * form that could not work.
 */
export function SocialRegistrationNotice({
  provider,
  registrationHref,
  loginHref,
}: SocialRegistrationNoticeProps) {
  const t = useMessages();
  return (
    <AuthCard
      title={t('social.registration.title')}
      footer={<Link href={loginHref}>{t('social.registration.login')}</Link>}
    >
      <Alert tone={provider === null ? 'warning' : 'info'}>
        {provider === null
          ? t('social.registration.unknownProvider')
          : t('social.registration.unavailable', { provider: socialProviderNames[provider] })}
      </Alert>
      <ButtonLink href={registrationHref} variant="primary">
        {t('social.registration.withEmail')}
      </ButtonLink>
    </AuthCard>
  );
}
