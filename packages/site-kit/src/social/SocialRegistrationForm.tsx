import { Alert, Select, Stack, TextField } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldPath, useForm } from 'react-hook-form';
import type { AltchaChallenge } from '../api/altcha';
import { AltchaCaptcha } from '../auth/AltchaCaptcha';
import { AuthCard } from '../auth/AuthCard';
import type { FormFailure } from '../auth/formFailure';
import type { LegalLinks } from '../auth/legalLinks';
import { QuestionLink } from '../auth/QuestionLink';
import { RegistrationChoices } from '../auth/RegistrationChoices';
import type { RegistrationCategory } from '../auth/RegistrationForm';
import { RegistrationSubmit } from '../auth/RegistrationSubmit';
import { useRegistrationAttempt } from '../auth/useRegistrationAttempt';
import { fieldMessage } from '../forms/fieldMessage';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { type SocialProvider, socialProviderNames } from './socialProviders';
import {
  type SocialRegistrationInput,
  type SocialRegistrationValues,
  socialRegistrationFormSchema,
} from './socialRegistrationForm';

export interface SocialRegistrationFormProps {
  /** What the provider told: its name for the person and the verified email. */
  person: { provider: SocialProvider; email: string; firstName: string; lastName: string };
  categories: readonly RegistrationCategory[];
  legalLinks: LegalLinks;
  loginHref: string;
  getChallenge: () => Promise<AltchaChallenge>;
  /** Registers; resolves with null on success, or the failure to show. */
  onSubmit: (values: SocialRegistrationValues, captcha: string) => Promise<FormFailure | null>;
}

const formFields: readonly FieldPath<SocialRegistrationInput>[] = [
  'firstName',
  'lastName',
  'category',
  'levels',
  'acceptUserAgreement',
  'acceptPrivacyPolicy',
];

/**
 * /social-registration (spec §2): a person a provider has vouched for finishes their profile. The
 * provider's name is filled in, its verified email shown (it cannot change: it is what the provider
 * confirmed); then the category dropdown, the levels, the newsletters, the user agreement and privacy
 * policy, and the bot check, all from the email registration. No password: the account signs in
 * with the provider.
 */
export function SocialRegistrationForm({
  person,
  categories,
  legalLinks,
  loginHref,
  getChallenge,
  onSubmit,
}: SocialRegistrationFormProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SocialRegistrationInput, unknown, SocialRegistrationValues>({
    resolver: zodResolver(socialRegistrationFormSchema),
    defaultValues: {
      firstName: person.firstName,
      lastName: person.lastName,
      category: '',
      levels: [],
      newsletters: { itJobs: false, officeJobs: false, lovableWorkplaces: false },
    },
  });
  const message = (path: string | undefined) => fieldMessage(path, locale);
  const { attempt, failure, captchaWidget } = useRegistrationAttempt(
    onSubmit,
    setError,
    formFields,
  );
  const provider = socialProviderNames[person.provider];

  return (
    <AuthCard
      title={t('social.registration.title')}
      intro={t('social.registration.intro', { provider })}
      footer={
        <QuestionLink
          question={t('auth.registration.haveAccount')}
          label={t('auth.login.submit')}
          href={loginHref}
        />
      }
    >
      <form noValidate onSubmit={handleSubmit(attempt)}>
        <Stack space="medium">
          {failure ? (
            <Alert tone="error" title={t('auth.registration.failed')}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            label={t('auth.field.email')}
            name="email"
            type="email"
            value={person.email}
            readOnly
          />
          <TextField
            label={t('auth.field.firstName')}
            autoComplete="given-name"
            required
            error={message(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('auth.field.lastName')}
            autoComplete="family-name"
            required
            error={message(errors.lastName?.message)}
            {...register('lastName')}
          />
          <Select
            label={t('auth.field.categories')}
            required
            placeholder={t('social.registration.chooseCategory')}
            options={categories.map((c) => ({ value: c.slug, label: c.name }))}
            error={message(errors.category?.message)}
            {...register('category')}
          />
          <RegistrationChoices
            control={control}
            register={register}
            errors={errors}
            legalLinks={legalLinks}
          />
          <AltchaCaptcha getChallenge={getChallenge} {...captchaWidget} />
          <RegistrationSubmit label={t('social.registration.submit')} submitting={isSubmitting} />
        </Stack>
      </form>
    </AuthCard>
  );
}
