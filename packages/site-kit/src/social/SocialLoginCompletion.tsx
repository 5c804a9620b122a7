import { Alert, Button, ButtonLink, Stack } from '@allas/ui';
import type { FormEvent } from 'react';
import { AuthCard } from '../auth/AuthCard';
import { useMessages } from '../i18n/useMessages';

/** Where the completion stands: a code waiting to be traded, or why it cannot be. */
export type SocialLoginState = 'ready' | 'signing-in' | 'invalid' | 'failed';

export interface SocialLoginCompletionProps {
  state: SocialLoginState;
  /** The session's XSRF token, posted back with the form (double-submit check). */
  xsrf: string;
  loginHref: string;
  /** With JavaScript the page submits through the router; without it the form posts natively. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The /social-login-success screen. The one-time code itself never appears here: the page keeps it
 * in an httpOnly cookie, and the form only asks the server to trade it. A refused or failed trade
 * says why and leads to the login page.
 */
export function SocialLoginCompletion({
  state,
  xsrf,
  loginHref,
  onSubmit,
}: SocialLoginCompletionProps) {
  const t = useMessages();
  if (state === 'invalid' || state === 'failed') {
    return (
      <AuthCard title={t('social.login.title')}>
        <Alert tone="error" title={t('social.login.failedTitle')}>
          {t(state === 'invalid' ? 'social.login.invalid' : 'social.login.failed')}
        </Alert>
        <ButtonLink href={loginHref} variant="primary">
          {t('social.login.toLogin')}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('social.login.title')} intro={t('social.login.intro')}>
      <form method="post" onSubmit={onSubmit}>
        <Stack space="medium">
          <input type="hidden" name="xsrf" value={xsrf} />
          <Button
            type="submit"
            variant="primary"
            loading={state === 'signing-in'}
            loadingLabel={t('social.login.continuing')}
          >
            {t('social.login.continue')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
