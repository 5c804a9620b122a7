import {
  type ApplicationInput,
  applicationMethods,
  applicationSchema,
  formatMessage,
  isMessageKey,
  type Locale,
  locales,
  MAX_CV_BYTES,
  methodsRequiringLogin,
  type RegionCode,
} from '@allas/core';
import {
  Alert,
  Button,
  Checkbox,
  FileDropzone,
  Link,
  localeNames,
  PhoneInput,
  ProgressBar,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
} from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BrowserApiError } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import type { ApplicationSent, LoadApplicant, SendApplication } from './sendApplication';

const PDF = { 'application/pdf': ['.pdf'] };

type BotCheck =
  | { state: 'checking' }
  | { state: 'done'; payload: string }
  | { state: 'failed' }
  | { state: 'none' };

export interface ApplicationFormProps {
  jobId: string;
  /** The ad's region: phone numbers are read in its country. */
  region: RegionCode;
  /** The page's language (messages, the default application language). */
  locale: Locale;
  signedIn: boolean;
  /** The log-in page, coming back to this ad. */
  loginHref: string;
  send: SendApplication;
  /** Solves the api's bot check (guests); a solution is used once. */
  solveBotCheck: (locale: Locale) => Promise<string>;
  /**
   * The signed-in applicant's contact details from their profile, filled into the fields they
   * have not typed in yet (a member should not type their name, email and phone again).
   */
  loadApplicant?: LoadApplicant;
  onSent: (sent: ApplicationSent) => void;
  /** The api said the visitor applied already. */
  onAlreadyApplied: () => void;
  onCancel: () => void;
}

/** A field's message: core's message keys in the page's language; the api's texts as they came. */
function messageText(message: string | undefined, locale: Locale): string | undefined {
  if (message === undefined || message === '') return undefined;
  return isMessageKey(message) ? formatMessage(message, locale) : message;
}

/**
 * The application: method (own profile and saved CV only when signed in), name, email, phone, CV
 * upload or LinkedIn URL, optional cover letter, language, consent, and a proof-of-work bot check
 * for guests. Validated by core's schema; the api's field messages land next to the fields; the
 * upload shows its progress.
 */
export function ApplicationForm({
  jobId,
  region,
  locale,
  signedIn,
  loginHref,
  send,
  solveBotCheck,
  loadApplicant,
  onSent,
  onAlreadyApplied,
  onCancel,
}: ApplicationFormProps) {
  const t = useMessages();
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string>();
  const [botCheck, setBotCheck] = useState<BotCheck>({ state: signedIn ? 'none' : 'checking' });
  const botRun = useRef(0);

  const {
    control,
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInput, unknown, ApplicationInput>({
    resolver: zodResolver(applicationSchema(region), undefined, { raw: true }),
    defaultValues: {
      jobId,
      lastName: '',
      firstName: '',
      email: '',
      phone: '',
      method: signedIn ? 'profile' : 'cv',
      language: locale,
      // Unticked at first; the schema's type only admits the accepted value.
      consentToShareData: false as unknown as true,
    },
  });
  const method = watch('method');
  const cv = watch('cv');
  const coverLetter = watch('coverLetter');
  const usingSavedCv = cv !== undefined && 'savedCvId' in cv;

  const runBotCheck = useCallback(() => {
    if (signedIn) return;
    const run = ++botRun.current;
    setBotCheck({ state: 'checking' });
    solveBotCheck(locale).then(
      (payload) => run === botRun.current && setBotCheck({ state: 'done', payload }),
      () => run === botRun.current && setBotCheck({ state: 'failed' }),
    );
  }, [signedIn, solveBotCheck, locale]);

  useEffect(() => {
    runBotCheck();
  }, [runBotCheck]);

  useEffect(() => {
    if (!signedIn || loadApplicant === undefined) return;
    const controller = new AbortController();
    loadApplicant(controller.signal).then(
      (contact) => {
        for (const name of ['lastName', 'firstName', 'email', 'phone'] as const) {
          if (getValues(name) === '' && contact[name] !== '') setValue(name, contact[name]);
        }
      },
      // Without the profile the fields stay empty to type in, as for a guest.
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn, loadApplicant, getValues, setValue]);

  const fieldError = (name: keyof ApplicationInput) =>
    messageText(errors[name]?.message as string | undefined, locale);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    if (!signedIn && botCheck.state !== 'done') {
      setFormError(t('job.form.botFailed'));
      if (botCheck.state === 'failed') runBotCheck();
      return;
    }
    const cvFile = values.cv instanceof File ? values.cv : undefined;
    const letter = values.coverLetter instanceof File ? values.coverLetter : undefined;
    setProgress(0);
    try {
      const sent = await send(
        {
          jobId,
          lastName: values.lastName,
          firstName: values.firstName,
          email: values.email,
          phone: values.phone,
          method: values.method,
          linkedInUrl: values.method === 'linkedIn' ? values.linkedInUrl : undefined,
          cv: values.method === 'cv' ? cvFile : undefined,
          useSavedCv: values.method === 'cv' && usingSavedCv ? true : undefined,
          coverLetter: letter,
          language: values.language,
          consentToShareData: true,
          captcha: botCheck.state === 'done' ? botCheck.payload : undefined,
        },
        { locale, onProgress: setProgress },
      );
      toast({ type: 'success', message: sent.message });
      onSent(sent);
    } catch (error) {
      const apiError =
        error instanceof BrowserApiError ? error : new BrowserApiError(0, 'network', '');
      const message = apiError.status === 0 ? t('error.generic') : apiError.message;
      for (const [field, text] of Object.entries(apiError.fields)) {
        if (field !== 'captcha' && field in values) {
          setError(field as keyof ApplicationInput, { message: text });
        }
      }
      setFormError(message);
      toast({ type: 'error', message });
      if (apiError.status === 409) onAlreadyApplied();
      // The solution was used (or refused): the next try needs a new one.
      runBotCheck();
    } finally {
      setProgress(null);
    }
  });

  const methodOptions = applicationMethods.map((value) => ({
    value,
    label: t(`job.form.method.${value}`),
    // Guests read why above the choice, next to the log-in link.
    disabled: !signedIn && methodsRequiringLogin.includes(value),
  }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        {signedIn ? null : (
          <Text>
            {t('job.form.needsLogin')} <Link href={loginHref}>{t('job.form.logIn')}</Link>
          </Text>
        )}
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <RadioGroup
              label={t('job.form.method')}
              options={methodOptions}
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                clearErrors(['cv', 'linkedInUrl']);
              }}
              onBlur={field.onBlur}
              error={fieldError('method')}
              required
            />
          )}
        />
        <TextField
          label={t('job.form.lastName')}
          autoComplete="family-name"
          required
          error={fieldError('lastName')}
          {...register('lastName')}
        />
        <TextField
          label={t('job.form.firstName')}
          autoComplete="given-name"
          required
          error={fieldError('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('job.form.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldError('email')}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              label={t('job.form.phone')}
              region={region}
              name={field.name}
              value={field.value || undefined}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              autoComplete="tel"
              required
              error={fieldError('phone')}
            />
          )}
        />
        {method === 'linkedIn' ? (
          <TextField
            label={t('job.form.linkedInUrl')}
            type="url"
            autoComplete="url"
            required
            error={fieldError('linkedInUrl')}
            {...register('linkedInUrl', {
              setValueAs: (value: string) => (value.trim() === '' ? undefined : value.trim()),
            })}
          />
        ) : null}
        {method === 'cv' && signedIn ? (
          <Checkbox
            label={t('job.form.useSavedCv')}
            checked={usingSavedCv}
            onChange={(event) =>
              setValue('cv', event.currentTarget.checked ? { savedCvId: 'profile' } : undefined, {
                shouldValidate: false,
              })
            }
          />
        ) : null}
        {method === 'cv' && !usingSavedCv ? (
          <FileDropzone
            label={t('job.form.cv')}
            accept={PDF}
            maxSize={MAX_CV_BYTES}
            required
            file={cv instanceof File ? cv : null}
            progress={cv instanceof File && progress !== null ? progress : undefined}
            onFileAccepted={(file) => {
              setValue('cv', file, { shouldValidate: true });
            }}
            onRemove={() => setValue('cv', undefined)}
            error={fieldError('cv')}
          />
        ) : null}
        <FileDropzone
          label={t('job.form.coverLetter')}
          accept={PDF}
          maxSize={MAX_CV_BYTES}
          file={coverLetter instanceof File ? coverLetter : null}
          onFileAccepted={(file) => setValue('coverLetter', file, { shouldValidate: true })}
          onRemove={() => setValue('coverLetter', undefined)}
          error={fieldError('coverLetter')}
        />
        <Select
          label={t('job.form.language')}
          options={locales.map((value) => ({ value, label: localeNames[value] }))}
          required
          error={fieldError('language')}
          {...register('language')}
        />
        <Checkbox
          label={t('job.form.consent')}
          required
          error={fieldError('consentToShareData')}
          {...register('consentToShareData')}
        />
        {signedIn ? null : (
          <Stack space="xsmall">
            <Text weight="bold">{t('job.form.botCheck')}</Text>
            <div role="status">
              <Text tone={botCheck.state === 'failed' ? 'danger' : 'muted'}>
                {botCheck.state === 'checking'
                  ? t('job.form.botChecking')
                  : botCheck.state === 'done'
                    ? t('job.form.botChecked')
                    : t('job.form.botFailed')}
              </Text>
            </div>
          </Stack>
        )}
        {progress !== null ? (
          <ProgressBar label={t('job.form.uploading')} value={progress} showValue />
        ) : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Stack space="small">
          <Button type="submit" variant="primary-red" loading={isSubmitting} fullWidth>
            {t('job.form.submit')}
          </Button>
          <Button type="button" variant="tertiary" onClick={onCancel} fullWidth>
            {t('job.form.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
