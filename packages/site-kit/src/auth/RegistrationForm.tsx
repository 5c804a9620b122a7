import {
  jobLevels,
  type RegionCode,
  type Registration,
  type RegistrationInput,
  registrationSchema,
  toE164PhoneNumber,
} from '@allas/core';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Inline,
  Link,
  PasswordField,
  PhoneInput,
  Stack,
  Text,
  TextField,
} from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { AltchaChallenge } from '../api/altcha';
import { fieldMessage } from '../forms/fieldMessage';
import { NewPasswordField } from '../forms/NewPasswordField';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { AltchaCaptcha } from './AltchaCaptcha';
import { AuthCard } from './AuthCard';
import type { FormFailure } from './formFailure';
import { QuestionLink } from './QuestionLink';
import { useHydrated } from './useHydrated';

export interface RegistrationCategory {
  slug: string;
  name: string;
}

export interface RegistrationFormProps {
  region: RegionCode;
  categories: readonly RegistrationCategory[];
  /** The region's documents in the page's language; a missing one is not linked. */
  legalLinks: { userAgreement?: string; privacyPolicy?: string };
  loginHref: string;
  getChallenge: () => Promise<AltchaChallenge>;
  /** Registers; resolves with null on success, or the failure to show. */
  onSubmit: (registration: Registration, captcha: string) => Promise<FormFailure | null>;
}

const newsletterKeys = ['itJobs', 'officeJobs', 'lovableWorkplaces'] as const;

/** The form's plain text inputs, in their order. */
const textFields = [
  'lastName',
  'firstName',
  'email',
  'password',
  'passwordConfirmation',
  'residence',
] as const;

/** The fields the api may name in its answer, which have a place in this form. */
const formFields: readonly FieldPath<RegistrationInput>[] = [
  ...textFields,
  'phone',
  'categories',
  'levels',
  'acceptUserAgreement',
  'acceptPrivacyPolicy',
];

/**
 * What the visitor typed and ticked in the server-rendered form before React took over, so the
 * form starts from it instead of from empty fields. React replaces the server's DOM when the
 * hydration does not match (the phone field's country names come from the runtime's ICU data,
 * which differs between Node and the browser), and controlled fields take React's state even when
 * it does match; either way the first client render still sees the server's form, so it is read
 * then, and only then (the document is not yet marked hydrated). Empty on the server and after a
 * client-side navigation. A phone number that is not complete yet is left out rather than guessed.
 */
function typedBeforeHydration(region: RegionCode): Partial<RegistrationInput> {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') {
    return {};
  }
  const form = document.querySelector<HTMLFormElement>('form[data-registration-form]');
  if (!form) return {};
  const data = new FormData(form);
  const typed: Partial<RegistrationInput> = {};
  for (const name of textFields) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== '') typed[name] = value;
  }
  // The phone control's input carries no name, so it is the form's one telephone input.
  const phone = form.querySelector<HTMLInputElement>('input[type="tel"]')?.value ?? '';
  const e164 = toE164PhoneNumber(phone, region);
  if (e164) typed.phone = e164;
  typed.categories = data.getAll('categories').map(String);
  typed.levels = data.getAll('levels').map(String) as RegistrationInput['levels'];
  typed.newsletters = Object.fromEntries(
    newsletterKeys.map((key) => [key, data.has(`newsletters.${key}`)]),
  ) as RegistrationInput['newsletters'];
  if (data.has('acceptUserAgreement')) typed.acceptUserAgreement = true;
  if (data.has('acceptPrivacyPolicy')) typed.acceptPrivacyPolicy = true;
  return typed;
}

/**
 * Registration of a job seeker by e-mail (spec §2, §5): personal details, categories and levels,
 * optional newsletters, acceptance of the user agreement and privacy policy, and the bot check.
 * Validated by core's registration schema here and again by the api; every message shows next to
 * its field in the page's language.
 */
export function RegistrationForm({
  region,
  categories,
  legalLinks,
  loginHref,
  getChallenge,
  onSubmit,
}: RegistrationFormProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const hydrated = useHydrated();
  const schema = useMemo(() => registrationSchema(region), [region]);
  const [captcha, setCaptcha] = useState<string | undefined>(undefined);
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // Read once, on the first client render (see typedBeforeHydration).
  const [typedEarly] = useState(() => typedBeforeHydration(region));
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(schema),
    defaultValues: {
      categories: [],
      levels: [],
      newsletters: { itJobs: false, officeJobs: false, lovableWorkplaces: false },
      ...typedEarly,
    },
  });
  const message = (path: string | undefined) => fieldMessage(path, locale);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (captcha === undefined) {
      setCaptchaError(t('auth.captcha.pending'));
      return;
    }
    setCaptchaError(undefined);
    const result = await onSubmit(values, captcha);
    if (result === null) return;
    // The api accepts a bot-check solution once: a failed attempt needs a new one.
    setCaptchaRound((n) => n + 1);
    setFailure(result.message);
    for (const field of formFields) {
      const text = result.fields[field];
      if (text) setError(field, { message: text }, { shouldFocus: true });
    }
    if (result.fields.captcha) setCaptchaError(result.fields.captcha);
  });

  return (
    <AuthCard
      title={t('auth.registration.title')}
      intro={t('auth.registration.intro')}
      footer={
        <QuestionLink
          question={t('auth.registration.haveAccount')}
          label={t('auth.login.submit')}
          href={loginHref}
        />
      }
    >
      <form noValidate onSubmit={submit} data-registration-form>
        <Stack space="medium">
          {failure ? (
            <Alert tone="error" title={t('auth.registration.failed')}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            label={t('auth.field.lastName')}
            autoComplete="family-name"
            required
            error={message(errors.lastName?.message)}
            {...register('lastName')}
          />
          <TextField
            label={t('auth.field.firstName')}
            autoComplete="given-name"
            required
            error={message(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            required
            error={message(errors.email?.message)}
            {...register('email')}
          />
          <NewPasswordField
            label={t('auth.field.password')}
            required
            password={watch('password') ?? ''}
            error={message(errors.password?.message)}
            {...register('password')}
          />
          <PasswordField
            label={t('auth.field.passwordConfirmation')}
            autoComplete="new-password"
            required
            error={message(errors.passwordConfirmation?.message)}
            {...register('passwordConfirmation')}
          />
          <TextField
            label={t('auth.field.residence')}
            autoComplete="address-level2"
            required
            error={message(errors.residence?.message)}
            {...register('residence')}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                label={t('auth.field.phone')}
                region={region}
                required
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={message(errors.phone?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <CheckboxGroup
                label={t('auth.field.categories')}
                name={field.name}
                required
                options={categories.map((c) => ({ value: c.slug, label: c.name }))}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={message(errors.categories?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="levels"
            render={({ field }) => (
              <CheckboxGroup
                label={t('auth.field.levels')}
                name={field.name}
                required
                options={jobLevels.map((level) => ({
                  value: level,
                  label: t(`auth.level.${level}`),
                }))}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={message(errors.levels?.message)}
              />
            )}
          />
          <Stack space="small">
            <Text weight="semibold">{t('auth.field.newsletters')}</Text>
            {newsletterKeys.map((key) => (
              <Checkbox
                key={key}
                label={t(`auth.newsletter.${key}`)}
                {...register(`newsletters.${key}`)}
              />
            ))}
          </Stack>
          <Stack space="small">
            {legalLinks.userAgreement || legalLinks.privacyPolicy ? (
              <Inline space="small" alignY="center">
                <Text as="span">{t('auth.registration.documents')}</Text>
                {legalLinks.userAgreement ? (
                  <Link href={legalLinks.userAgreement} external>
                    {t('auth.registration.userAgreement')}
                  </Link>
                ) : null}
                {legalLinks.privacyPolicy ? (
                  <Link href={legalLinks.privacyPolicy} external>
                    {t('auth.registration.privacyPolicy')}
                  </Link>
                ) : null}
              </Inline>
            ) : null}
            <Checkbox
              label={t('auth.registration.acceptUserAgreement')}
              required
              error={message(errors.acceptUserAgreement?.message)}
              {...register('acceptUserAgreement')}
            />
            <Checkbox
              label={t('auth.registration.acceptPrivacyPolicy')}
              required
              error={message(errors.acceptPrivacyPolicy?.message)}
              {...register('acceptPrivacyPolicy')}
            />
          </Stack>
          <AltchaCaptcha
            getChallenge={getChallenge}
            onChange={setCaptcha}
            round={captchaRound}
            error={captchaError}
          />
          <Button
            type="submit"
            variant="primary"
            loading={isSubmitting}
            disabled={!hydrated}
            fullWidth
          >
            {t('auth.registration.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
