import { ButtonLink, Inline, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';

export interface NotLoggedInNoticeProps {
  loginHref: string;
  registrationHref: string;
}

/**
 * The not-logged-in notice (spec §2): shown where a feature needs a signed-in job seeker, with the
 * way to log in (coming back afterwards, through the login link's redirect) or to register.
 */
export function NotLoggedInNotice({ loginHref, registrationHref }: NotLoggedInNoticeProps) {
  const t = useMessages();
  return (
    <Stack space="medium">
      <Stack space="xsmall">
        <Text weight="semibold">{t('auth.notice.title')}</Text>
        <Text>{t('auth.notice.text')}</Text>
      </Stack>
      <Inline space="small">
        <ButtonLink href={loginHref} variant="primary">
          {t('auth.login.submit')}
        </ButtonLink>
        <ButtonLink href={registrationHref} variant="secondary">
          {t('auth.login.register')}
        </ButtonLink>
      </Inline>
    </Stack>
  );
}
