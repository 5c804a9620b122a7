import { Alert, ButtonLink, Link } from '@allas/ui';
import { AuthCard } from '../auth/AuthCard';
import { useMessages } from '../i18n/useMessages';
import { type SocialProvider, socialProviderNames } from './socialProviders';

export interface SocialRegistrationNoticeProps {
  /** The provider of the link; null when it names none or an unknown one. */
  provider: SocialProvider | null;
  /** A provider is configured, but this browser has no pending registration (expired, elsewhere). */
  expired?: boolean;
  registrationHref: string;
  loginHref: string;
}

/**
 * /social-registration without a form to show: the link names no provider, or this browser has no
 * registration a provider started (it expired, or it was another browser, or the provider is not
 * configured here). It says so plainly and offers email registration and login instead.
 */
export function SocialRegistrationNotice({
  provider,
  expired = false,
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
          : expired
            ? t('social.registration.expired')
            : t('social.registration.unavailable', { provider: socialProviderNames[provider] })}
      </Alert>
      <ButtonLink href={registrationHref} variant="primary">
        {t('social.registration.withEmail')}
      </ButtonLink>
    </AuthCard>
  );
}
