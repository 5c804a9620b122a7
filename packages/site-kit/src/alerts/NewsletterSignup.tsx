import {
  type Locale,
  type Newsletter,
  type NewsletterSubscription,
  newsletterSubscriptionSchema,
} from '@allas/core';
import { Alert, Button, CheckboxGroup, Stack, TextField } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { BotCheckStatus } from './BotCheckStatus';
import { showServerFieldErrors, useFieldMessage } from './formFeedback';
import { PageIntro } from './PageIntro';
import { useBotCheckedSubmit } from './useBotCheckedSubmit';

/** core's newsletter names → the api's list names. */
const apiList: Record<Newsletter, string> = {
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
  const fieldMessage = useFieldMessage();
  const locale = useIntl().locale as Locale;
  const { submit, phase, progress } = useBotCheckedSubmit(signedIn);
  const [sent, setSent] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<NewsletterSubscription>({
    resolver: zodResolver(newsletterSubscriptionSchema) as never,
    defaultValues: { email: '', newsletters: [], language: locale },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    const chosen = order.filter((name) => values.newsletters.includes(name));
    let allOk = true;
    for (const name of chosen) {
      const result = await submit(async (captcha) => {
        const answer = await browserApi<{ message: string }>('/newsletters/subscribe', {
          method: 'POST',
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
      <form onSubmit={onSubmit} noValidate>
        <Stack space="large">
          {sent ? <Alert tone="success">{t('alerts.sent')}</Alert> : null}
          <TextField
            label={t('alerts.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldMessage(errors.email?.message)}
            {...register('email')}
          />
          <Controller
            control={control}
            name="newsletters"
            render={({ field, fieldState }) => (
              <CheckboxGroup
                label={t('alerts.newsletters')}
                required
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldMessage(fieldState.error?.message)}
                options={order.map((name) => ({
                  value: name,
                  label: t(`alerts.newsletter.${name}`),
                }))}
              />
            )}
          />
          <BotCheckStatus signedIn={signedIn} phase={phase} progress={progress} />
          <div>
            <Button
              type="submit"
              variant="primary"
              loading={phase !== 'idle'}
              loadingLabel={phase === 'checking' ? t('alerts.botChecking') : t('alerts.sending')}
            >
              {t('alerts.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </PageIntro>
  );
}
