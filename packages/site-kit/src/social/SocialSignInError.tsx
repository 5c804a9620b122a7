import { type SocialSignInError as SocialSignInErrorCode, socialSignInErrors } from '@allas/core';
import { Alert } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';

/** The `social_error` query of a page the api sent the visitor back to, when it is a known code. */
export function socialErrorOf(value: string | null): SocialSignInErrorCode | null {
  return value !== null && (socialSignInErrors as readonly string[]).includes(value)
    ? (value as SocialSignInErrorCode)
    : null;
}

/** Why a social sign-in came back: one clear message in the page's language. */
export function SocialSignInError({ error }: { error: SocialSignInErrorCode }) {
  const t = useMessages();
  return (
    <Alert tone="error" title={t('social.error.title')}>
      {t(`social.error.${error}`)}
    </Alert>
  );
}
