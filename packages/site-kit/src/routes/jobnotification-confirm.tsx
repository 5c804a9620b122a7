import type { MetaArgs } from 'react-router';
import { PageIntro } from '../alerts/PageIntro';
import { TokenOutcome } from '../alerts/TokenOutcome';
import { useMailedToken } from '../alerts/useMailedToken';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export function loader() {
  return null;
}

export function meta({ matches }: MetaArgs) {
  return [
    ...pageMeta(rootDataOf(matches), {
      title: 'alerts.confirmTitle',
      description: 'alerts.confirmDescription',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

const params = ['token'] as const;
const confirm = (_param: string, token: string) =>
  browserApi.post('/job-alerts/confirm', { body: { token } }).then(() => {});

/** The job-alert mail's confirmation link (double opt-in): confirms once, then drops the token. */
export default function JobNotificationConfirm() {
  const t = useMessages();
  const href = useLocalizedHref();
  const { state } = useMailedToken(params, confirm);
  return (
    <PageIntro heading={t('alerts.confirmTitle')}>
      <TokenOutcome
        state={state}
        texts={{
          working: t('alerts.confirming'),
          done: t('alerts.confirmed'),
          failed: t('alerts.confirmFailed'),
          error: t('alerts.sendFailed'),
          missing: t('alerts.missingToken'),
        }}
        next={
          state === 'done'
            ? undefined
            : { label: t('alerts.newAlertLink'), href: href('/jobnotification') }
        }
      />
    </PageIntro>
  );
}
