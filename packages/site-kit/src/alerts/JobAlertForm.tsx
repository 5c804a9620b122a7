import { type JobAlert, jobAlertSchema } from '@allas/core';
import { RadioGroup, Text } from '@allas/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { browserApi } from '../api/browserApi';
import { CheckboxGroupField } from '../forms/CheckboxGroupField';
import { EmailField } from '../forms/EmailField';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { BotCheckedForm } from './BotCheckedForm';
import { useBotCheckedSubmit } from './useBotCheckedSubmit';

export interface AlertCategory {
  slug: string;
  name: string;
}

/** Signed-in visitors get the alerts at their account's address, so they are not asked for one. */
const signedInSchema = jobAlertSchema.omit({ email: true });

/**
 * The /jobnotification form: categories, daily or weekly, email (guests), then the api's
 * POST /job-alerts, which mails a confirmation link (double opt-in). Guests pass the bot check.
 */
export function JobAlertForm({
  categories,
  region,
  signedIn,
}: {
  categories: readonly AlertCategory[];
  region: 'hu' | 'ro';
  /** Signed-in visitors skip the bot check and the email field (the api uses their account's). */
  signedIn: boolean;
}) {
  const t = useMessages();
  const botCheck = useBotCheckedSubmit(signedIn);
  const [sent, setSent] = useState(false);
  const locale = usePageLanguage();
  const form = useSiteForm<JobAlert>(signedIn ? signedInSchema : jobAlertSchema, {
    email: '',
    categories: [],
    frequency: 'weekly',
    language: locale,
  });
  const { field, handleSubmit, setError, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    const result = await botCheck.submit(async (captcha) => {
      const answer = await browserApi.post('/job-alerts', {
        locale,
        body: {
          ...(signedIn ? {} : { email: values.email }),
          categories: values.categories,
          frequency: values.frequency,
          region,
          ...(captcha ? { captcha } : {}),
        },
      });
      return answer.message;
    });
    if (result.ok) {
      setSent(true);
      reset();
    } else {
      showServerFieldErrors(result.error, setError, ['email', 'categories', 'frequency']);
    }
  });

  return (
    <BotCheckedForm onSubmit={onSubmit} sent={sent} signedIn={signedIn} botCheck={botCheck}>
      {signedIn ? (
        <Text>{t('alerts.emailOfAccount')}</Text>
      ) : (
        <EmailField label={t('alerts.email')} {...field('email')} />
      )}
      <CheckboxGroupField
        form={form}
        name="categories"
        label={t('alerts.categories')}
        required
        options={categories.map((category) => ({ value: category.slug, label: category.name }))}
      />
      <Controller
        control={form.control}
        name="frequency"
        render={({ field: frequency }) => (
          <RadioGroup
            label={t('alerts.frequency')}
            name={frequency.name}
            ref={frequency.ref}
            value={frequency.value}
            onChange={frequency.onChange}
            onBlur={frequency.onBlur}
            error={form.errorOf('frequency')}
            options={[
              { value: 'daily', label: t('alerts.daily') },
              { value: 'weekly', label: t('alerts.weekly') },
            ]}
          />
        )}
      />
    </BotCheckedForm>
  );
}
