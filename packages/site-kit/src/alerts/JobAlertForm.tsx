import { type JobAlert, jobAlertSchema, type Locale } from '@allas/core';
import { Alert, Button, CheckboxGroup, RadioGroup, Stack, Text, TextField } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { BotCheckStatus } from './BotCheckStatus';
import { showServerFieldErrors, useFieldMessage } from './formFeedback';
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
  } = useForm<JobAlert>({
    resolver: zodResolver(signedIn ? signedInSchema : jobAlertSchema) as never,
    defaultValues: { email: '', categories: [], frequency: 'weekly', language: locale },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    const result = await submit(async (captcha) => {
      const answer = await browserApi<{ message: string }>('/job-alerts', {
        method: 'POST',
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
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        {sent ? <Alert tone="success">{t('alerts.sent')}</Alert> : null}
        {signedIn ? (
          <Text>{t('alerts.emailOfAccount')}</Text>
        ) : (
          <TextField
            label={t('alerts.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldMessage(errors.email?.message)}
            {...register('email')}
          />
        )}
        <Controller
          control={control}
          name="categories"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              label={t('alerts.categories')}
              required
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldMessage(fieldState.error?.message)}
              options={categories.map((category) => ({
                value: category.slug,
                label: category.name,
              }))}
            />
          )}
        />
        <Controller
          control={control}
          name="frequency"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={t('alerts.frequency')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldMessage(fieldState.error?.message)}
              options={[
                { value: 'daily', label: t('alerts.daily') },
                { value: 'weekly', label: t('alerts.weekly') },
              ]}
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
  );
}
