import {
  companySizeBands,
  type EmployerRegistration,
  employerRegistrationSchema,
  industries,
  type RegionCode,
} from '@allas/core';
import { Alert, Heading, Select, Stack, TextField } from '@allas/ui';
import { useMemo, useState } from 'react';
import type { Path } from 'react-hook-form';
import type { AltchaChallenge } from '../api/altcha';
import {
  AccountHolderFields,
  accountHolderFields,
  accountHolderInputs,
} from '../auth/AccountHolderFields';
import { AltchaCaptcha } from '../auth/AltchaCaptcha';
import { AuthCard } from '../auth/AuthCard';
import type { FormFailure } from '../auth/formFailure';
import { LegalAcceptance } from '../auth/LegalAcceptance';
import type { LegalLinks } from '../auth/legalLinks';
import { QuestionLink } from '../auth/QuestionLink';
import { RegistrationSubmit } from '../auth/RegistrationSubmit';
import { useRegistrationAttempt } from '../auth/useRegistrationAttempt';
import { PhoneField } from '../forms/PhoneField';
import { typedTextFields, unhydratedForm } from '../forms/typedBeforeHydration';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';

export interface EmployerRegistrationFormProps {
  /** The site's country: the tax number is checked as its (HU adószám, RO CUI), the phone read in it. */
  region: RegionCode;
  /** The region's documents in the page's language; a missing one is not linked. */
  legalLinks: LegalLinks;
  loginHref: string;
  jobSeekerRegistrationHref: string;
  getChallenge: () => Promise<AltchaChallenge>;
  /** Registers; resolves with null on success, or the failure to show. */
  onSubmit: (registration: EmployerRegistration, captcha: string) => Promise<FormFailure | null>;
}

/** The form's text inputs and selects, in their order. */
const textFields = [
  'companyName',
  'taxNumber',
  'industry',
  'size',
  ...accountHolderFields,
] as const;

/** The fields the api may name in its answer, which have a place in this form. */
const formFields: readonly Path<EmployerRegistration>[] = [
  ...textFields,
  'phone',
  'acceptUserAgreement',
  'acceptPrivacyPolicy',
];

/** What was typed before hydration (see unhydratedForm). */
function typedBeforeHydration(region: RegionCode): Partial<EmployerRegistration> {
  const form = unhydratedForm('data-employer-registration-form');
  if (!form) return {};
  const data = new FormData(form);
  return {
    ...(typedTextFields(form, textFields, region) as Partial<EmployerRegistration>),
    ...(data.has('acceptUserAgreement') ? { acceptUserAgreement: true } : {}),
    ...(data.has('acceptPrivacyPolicy') ? { acceptPrivacyPolicy: true } : {}),
  };
}

/**
 * An employer's registration (issue 12): the company (name, tax number checked by its check digit
 * for the site's country, industry, size), the contact person who signs in with the e-mail and
 * password, the two documents and the bot check. Validated by core's schema here and again by the
 * api; every message shows next to its field in the page's language.
 */
export function EmployerRegistrationForm({
  region,
  legalLinks,
  loginHref,
  jobSeekerRegistrationHref,
  getChallenge,
  onSubmit,
}: EmployerRegistrationFormProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const schema = useMemo(() => employerRegistrationSchema(region), [region]);
  // Read once, on the first client render (see unhydratedForm).
  const [typedEarly] = useState(() => typedBeforeHydration(region));
  const { field, errorOf, control, handleSubmit, setError, watch, isSubmitting } =
    useSiteForm<EmployerRegistration>(schema, typedEarly);

  const { attempt, failure, captchaWidget } = useRegistrationAttempt(
    onSubmit,
    setError,
    formFields,
  );
  const submit = handleSubmit(attempt);

  const choose = t('employerAccount.field.choose');
  return (
    <AuthCard
      title={t('employerAccount.registration.title')}
      intro={t('employerAccount.registration.intro')}
      footer={
        <>
          <QuestionLink
            question={t('auth.registration.haveAccount')}
            label={t('auth.login.employerLogin')}
            href={loginHref}
          />
          <QuestionLink
            question={t('employerAccount.registration.jobSeekerQuestion')}
            label={t('employerAccount.registration.jobSeekerRegistration')}
            href={jobSeekerRegistrationHref}
          />
        </>
      }
    >
      <form noValidate onSubmit={submit} data-employer-registration-form>
        <Stack space="large">
          {failure ? (
            <Alert tone="error" title={t('auth.registration.failed')}>
              {failure}
            </Alert>
          ) : null}
          <Stack space="medium">
            <Heading level={2} size={3}>
              {t('employerAccount.registration.company')}
            </Heading>
            <TextField
              label={t('employerAccount.field.companyName')}
              autoComplete="organization"
              required
              {...field('companyName')}
            />
            <TextField
              label={t(`employerAccount.field.taxNumber.${region}`)}
              hint={t(`employerAccount.field.taxNumberHint.${region}`)}
              autoComplete="off"
              spellCheck={false}
              required
              {...field('taxNumber')}
            />
            <Select
              label={t('employerAccount.field.industry')}
              placeholder={choose}
              required
              options={industries.map(({ key, label }) => ({ value: key, label: label[locale] }))}
              {...field('industry')}
            />
            <Select
              label={t('employerAccount.field.size')}
              placeholder={choose}
              required
              options={companySizeBands.map((size) => ({
                value: size,
                label: t(`employerAccount.size.${size}`),
              }))}
              {...field('size')}
            />
          </Stack>
          <Stack space="medium">
            <Heading level={2} size={3}>
              {t('employerAccount.registration.contact')}
            </Heading>
            <AccountHolderFields
              inputs={accountHolderInputs(field)}
              password={watch('password') ?? ''}
            />
            <PhoneField
              control={control}
              name="phone"
              label={t('auth.field.phone')}
              region={region}
              error={errorOf('phone')}
            />
          </Stack>
          <LegalAcceptance
            legalLinks={legalLinks}
            userAgreement={field('acceptUserAgreement')}
            privacyPolicy={field('acceptPrivacyPolicy')}
          />
          <AltchaCaptcha getChallenge={getChallenge} {...captchaWidget} />
          <RegistrationSubmit
            label={t('employerAccount.registration.submit')}
            submitting={isSubmitting}
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
