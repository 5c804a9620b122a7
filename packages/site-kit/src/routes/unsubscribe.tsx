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
      title: 'alerts.unsubscribeTitle',
      description: 'alerts.unsubscribeDescription',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The mails' unsubscribe links: ?alert=<token> for a job alert, ?newsletter=<token> for a newsletter. */
const params = ['alert', 'newsletter'] as const;
const unsubscribe = (param: (typeof params)[number], token: string) =>
  browserApi
    .post(param === 'alert' ? '/job-alerts/unsubscribe' : '/newsletters/unsubscribe', {
      body: { token },
    })
    .then(() => {});

/** /unsubscribe: one click from the mail unsubscribes (spec §2), then the token leaves the URL. */
export default function Unsubscribe() {
  const t = useMessages();
  const href = useLocalizedHref();
  const { state, param } = useMailedToken(params, unsubscribe);
  return (
    <PageIntro heading={t('alerts.unsubscribeTitle')}>
      <TokenOutcome
        state={state}
        texts={{
          working: t('alerts.unsubscribing'),
          done: t(
            param === 'newsletter' ? 'alerts.unsubscribedNewsletter' : 'alerts.unsubscribedAlert',
          ),
          failed: t('alerts.unsubscribeFailed'),
          error: t('alerts.sendFailed'),
          missing: t('alerts.missingToken'),
        }}
        next={
          param === 'newsletter'
            ? undefined
            : { label: t('alerts.newAlertLink'), href: href('/jobnotification') }
        }
      />
    </PageIntro>
  );
}
