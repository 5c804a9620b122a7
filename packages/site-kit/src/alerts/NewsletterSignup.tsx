import {
  type Newsletter,
  type NewsletterList,
  type NewsletterSubscription,
  newsletterSubscriptionSchema,
} from '@allas/core';
import { useState } from 'react';
import { browserApi } from '../api/browserApi';
import { CheckboxGroupField } from '../forms/CheckboxGroupField';
import { EmailField } from '../forms/EmailField';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { BotCheckedForm } from './BotCheckedForm';
import { PageIntro } from './PageIntro';
import { useBotCheckedSubmit } from './useBotCheckedSubmit';

/** core's newsletter names → the api's list names. */
const apiList: Record<Newsletter, NewsletterList> = {
  itJobs: 'it-jobs',
  officeJobs: 'office-jobs',
  lovableWorkplaces: 'lovable-workplaces',
};
const order: readonly Newsletter[] = ['itJobs', 'officeJobs', 'lovableWorkplaces'];

/**
 * The newsletter sign-up (spec §1: IT jobs, office jobs, lovable workplaces): one double opt-in
 * request per chosen list, each with its own bot-check payload for guests (a payload is single-use).
 */
export function NewsletterSignup({
  region,
  signedIn = false,
}: {
  region: 'hu' | 'ro';
  signedIn?: boolean;
}) {
  const t = useMessages();
  const locale = usePageLanguage();
  const botCheck = useBotCheckedSubmit(signedIn);
  const [sent, setSent] = useState(false);
  const form = useSiteForm<NewsletterSubscription>(newsletterSubscriptionSchema, {
    email: '',
    newsletters: [],
    language: locale,
  });
  const { handleSubmit, setError, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    const chosen = order.filter((name) => values.newsletters.includes(name));
    let allOk = true;
    for (const name of chosen) {
      const result = await botCheck.submit(async (captcha) => {
        const answer = await browserApi.post('/newsletters/subscribe', {
          locale,
          body: {
            email: values.email,
            list: apiList[name],
            region,
            ...(captcha ? { captcha } : {}),
          },
        });
        return answer.message;
      });
      if (!result.ok) {
        showServerFieldErrors(result.error, setError, ['email']);
        allOk = false;
        break;
      }
    }
    if (allOk) {
      setSent(true);
      reset();
    }
  });

  return (
    <PageIntro heading={t('alerts.newsletterHeading')} intro={t('alerts.newsletterIntro')}>
      <BotCheckedForm onSubmit={onSubmit} sent={sent} signedIn={signedIn} botCheck={botCheck}>
        <EmailField label={t('alerts.email')} {...form.field('email')} />
        <CheckboxGroupField
          form={form}
          name="newsletters"
          label={t('alerts.newsletters')}
          required
          options={order.map((name) => ({ value: name, label: t(`alerts.newsletter.${name}`) }))}
        />
      </BotCheckedForm>
    </PageIntro>
  );
}
