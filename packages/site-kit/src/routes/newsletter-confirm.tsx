import type { MetaArgs } from 'react-router';
import { PageIntro } from '../alerts/PageIntro';
import { TokenOutcome } from '../alerts/TokenOutcome';
import { useMailedToken } from '../alerts/useMailedToken';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export function loader() {
  return null;
}

export function meta({ matches }: MetaArgs) {
  return [
    ...pageMeta(rootDataOf(matches), {
      title: 'alerts.newsletterConfirmTitle',
      description: 'alerts.newsletterConfirmDescription',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

const params = ['token'] as const;
const confirm = (_param: string, token: string) =>
  browserApi.post('/newsletters/confirm', { body: { token } }).then(() => {});

/** The newsletter mail's confirmation link (double opt-in): confirms once, then drops the token. */
export default function NewsletterConfirm() {
  const t = useMessages();
  const { state } = useMailedToken(params, confirm);
  return (
    <PageIntro heading={t('alerts.newsletterConfirmTitle')}>
      <TokenOutcome
        state={state}
        texts={{
          working: t('alerts.confirming'),
          done: t('alerts.newsletterConfirmed'),
          failed: t('alerts.confirmFailed'),
          error: t('alerts.sendFailed'),
          missing: t('alerts.missingToken'),
        }}
      />
    </PageIntro>
  );
}
