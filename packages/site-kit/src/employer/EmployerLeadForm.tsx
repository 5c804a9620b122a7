import {
  premiumQuoteSchema,
  type RegionCode,
  type ShortlistOrder,
  shortlistOrderSchema,
} from '@allas/core';
import { Alert, Button, Checkbox, PhoneInput, Stack, TextArea, TextField } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BotCheckStatus } from '../alerts/BotCheckStatus';
import { useBotCheckedSubmit } from '../alerts/useBotCheckedSubmit';
import { browserApi } from '../api/browserApi';
import { useFieldMessage } from '../forms/fieldMessage';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';

/** The api's form names (server/api form-routes): /forms/premium-recruitment, /forms/candidate-shortlist. */
export type LeadKind = 'premium-recruitment' | 'candidate-shortlist';

type LeadValues = Omit<ShortlistOrder, 'acceptServiceTerms'> & { acceptServiceTerms?: boolean };

const fieldNames = ['name', 'email', 'phone', 'companyName', 'position', 'remarks'] as const;

/**
 * The premium-recruitment quote form and the Candidate Shortlist order form (spec §3: name, email,
 * phone, company name, vacant position title, other remarks; the paid order also asks to accept
 * its terms). Validated with core's schemas, sent to the api with the bot check for guests.
 */
export function EmployerLeadForm({
  kind,
  region,
  signedIn = false,
  onSent,
}: {
  kind: LeadKind;
  region: RegionCode;
  /** Signed-in visitors skip the bot check, as the api does. */
  signedIn?: boolean;
  /** Called after the api accepted it (the order modal closes). */
  onSent?: () => void;
}) {
  const t = useMessages();
  const fieldMessage = useFieldMessage();
  const locale = usePageLanguage();
  const { submit, phase, progress } = useBotCheckedSubmit(signedIn);
  const [sent, setSent] = useState(false);
  const schema = useMemo(
    () =>
      kind === 'candidate-shortlist' ? shortlistOrderSchema(region) : premiumQuoteSchema(region),
    [kind, region],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<LeadValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      companyName: '',
      position: '',
      remarks: '',
      ...(kind === 'candidate-shortlist' ? { acceptServiceTerms: false } : {}),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    const result = await submit(async (captcha) => {
      const answer = await browserApi.post(`/forms/${kind}`, {
        locale,
        body: {
          name: values.name,
          email: values.email,
          phone: values.phone,
          companyName: values.companyName,
          positionTitle: values.position,
          remarks: values.remarks ?? '',
          ...(captcha ? { captcha } : {}),
        },
      });
      return answer.message;
    });
    if (result.ok) {
      setSent(true);
      reset();
      onSent?.();
    } else {
      showServerFieldErrors(result.error, setError, fieldNames, { positionTitle: 'position' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        {sent ? (
          <Alert tone="success">
            {t(kind === 'candidate-shortlist' ? 'employer.orderSent' : 'employer.quoteSent')}
          </Alert>
        ) : null}
        <TextField
          label={t('employer.fieldName')}
          autoComplete="name"
          required
          error={fieldMessage(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('employer.fieldEmail')}
          type="email"
          autoComplete="email"
          required
          error={fieldMessage(errors.email?.message)}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label={t('employer.fieldPhone')}
              region={region}
              required
              name={field.name}
              ref={field.ref}
              value={field.value || undefined}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <TextField
          label={t('employer.fieldCompany')}
          autoComplete="organization"
          required
          error={fieldMessage(errors.companyName?.message)}
          {...register('companyName')}
        />
        <TextField
          label={t('employer.fieldPosition')}
          autoComplete="organization-title"
          required
          error={fieldMessage(errors.position?.message)}
          {...register('position')}
        />
        <TextArea
          label={t('employer.fieldRemarks')}
          rows={4}
          error={fieldMessage(errors.remarks?.message)}
          {...register('remarks')}
        />
        {kind === 'candidate-shortlist' ? (
          <Checkbox
            label={t('employer.acceptServiceTerms')}
            required
            error={fieldMessage(errors.acceptServiceTerms?.message)}
            {...register('acceptServiceTerms')}
          />
        ) : null}
        <BotCheckStatus signedIn={signedIn} phase={phase} progress={progress} />
        <div>
          <Button
            type="submit"
            variant="primary"
            loading={phase !== 'idle'}
            loadingLabel={phase === 'checking' ? t('alerts.botChecking') : t('alerts.sending')}
          >
            {t(kind === 'candidate-shortlist' ? 'employer.sendOrder' : 'employer.sendQuote')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
