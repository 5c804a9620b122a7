import {
  type RegionCode,
  type Registration,
  type RegistrationInput,
  registrationSchema,
} from '@allas/core';
import { Alert, CheckboxGroup, PhoneInput, Stack, TextField } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { AltchaChallenge } from '../api/altcha';
import { fieldMessage } from '../forms/fieldMessage';
import { typedTextFields, unhydratedForm } from '../forms/typedBeforeHydration';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import {
  type AccountHolderField,
  AccountHolderFields,
  accountHolderFields,
  accountHolderInputs,
} from './AccountHolderFields';
import { AltchaCaptcha } from './AltchaCaptcha';
import { AuthCard } from './AuthCard';
import type { FormFailure } from './formFailure';
import type { LegalLinks } from './legalLinks';
import { QuestionLink } from './QuestionLink';
import { newsletterKeys, RegistrationChoices } from './RegistrationChoices';
import { RegistrationSubmit } from './RegistrationSubmit';
import { useRegistrationAttempt } from './useRegistrationAttempt';

export interface RegistrationCategory {
  slug: string;
  name: string;
}

export interface RegistrationFormProps {
  region: RegionCode;
  categories: readonly RegistrationCategory[];
  /** The region's documents in the page's language; a missing one is not linked. */
  legalLinks: LegalLinks;
  loginHref: string;
  getChallenge: () => Promise<AltchaChallenge>;
  /** Registers; resolves with null on success, or the failure to show. */
  onSubmit: (registration: Registration, captcha: string) => Promise<FormFailure | null>;
  /** Above the form: the social sign-in buttons of the configured providers. */
  social?: ReactNode;
}

/** The form's plain text inputs, in their order. */
const textFields = [...accountHolderFields, 'residence'] as const;

/** The fields the api may name in its answer, which have a place in this form. */
const formFields: readonly FieldPath<RegistrationInput>[] = [
  ...textFields,
  'phone',
  'categories',
  'levels',
  'acceptUserAgreement',
  'acceptPrivacyPolicy',
];

/** What was typed before hydration (see unhydratedForm), with the choices of this form. */
function typedBeforeHydration(region: RegionCode): Partial<RegistrationInput> {
  const form = unhydratedForm('data-registration-form');
  if (!form) return {};
  const data = new FormData(form);
  const typed: Partial<RegistrationInput> = typedTextFields(form, textFields, region);
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
  social,
}: RegistrationFormProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const schema = useMemo(() => registrationSchema(region), [region]);
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
  const field = (name: AccountHolderField) => ({
    ...register(name),
    error: message(errors[name]?.message),
  });

  const { attempt, failure, captchaWidget } = useRegistrationAttempt(
    onSubmit,
    setError,
    formFields,
  );
  const submit = handleSubmit(attempt);

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
      {social}
      <form noValidate onSubmit={submit} data-registration-form>
        <Stack space="medium">
          {failure ? (
            <Alert tone="error" title={t('auth.registration.failed')}>
              {failure}
            </Alert>
          ) : null}
          <AccountHolderFields
            inputs={accountHolderInputs(field)}
            password={watch('password') ?? ''}
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
          <RegistrationChoices
            control={control}
            register={register}
            errors={errors}
            legalLinks={legalLinks}
          />
          <AltchaCaptcha getChallenge={getChallenge} {...captchaWidget} />
          <RegistrationSubmit label={t('auth.registration.submit')} submitting={isSubmitting} />
        </Stack>
      </form>
    </AuthCard>
  );
}
