import { jobLevels } from '@allas/core';
import { Checkbox, CheckboxGroup, Stack, Text } from '@allas/ui';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { fieldMessage } from '../forms/fieldMessage';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { LegalAcceptance } from './LegalAcceptance';
import type { LegalLinks } from './legalLinks';

/** The newsletters a registration may subscribe to, in their order. */
export const newsletterKeys = ['itJobs', 'officeJobs', 'lovableWorkplaces'] as const;

/** The part of a registration form these fields fill. */
interface ChoiceErrors {
  levels?: { message?: string };
  acceptUserAgreement?: { message?: string };
  acceptPrivacyPolicy?: { message?: string };
}

export interface RegistrationChoicesProps<Values extends FieldValues> {
  control: Control<Values, unknown, FieldValues>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  legalLinks: LegalLinks;
}

/**
 * The end of both job-seeker registrations (by email and through a provider, spec §2): the levels,
 * the newsletters, and the acceptance of the user agreement and the privacy policy. The form's
 * values must have `levels`, `newsletters.*`, `acceptUserAgreement` and `acceptPrivacyPolicy`.
 */
export function RegistrationChoices<Values extends FieldValues>({
  control,
  register,
  errors,
  legalLinks,
}: RegistrationChoicesProps<Values>) {
  const t = useMessages();
  const locale = usePageLanguage();
  const path = (name: string) => name as Path<Values>;
  const shown = errors as ChoiceErrors;
  const message = (text: string | undefined) => fieldMessage(text, locale);
  return (
    <>
      <Controller
        control={control}
        name={path('levels')}
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
            error={message(shown.levels?.message)}
          />
        )}
      />
      <Stack space="small">
        <Text weight="semibold">{t('auth.field.newsletters')}</Text>
        {newsletterKeys.map((key) => (
          <Checkbox
            key={key}
            label={t(`auth.newsletter.${key}`)}
            {...register(path(`newsletters.${key}`))}
          />
        ))}
      </Stack>
      <LegalAcceptance
        legalLinks={legalLinks}
        userAgreement={{
          ...register(path('acceptUserAgreement')),
          error: message(shown.acceptUserAgreement?.message),
        }}
        privacyPolicy={{
          ...register(path('acceptPrivacyPolicy')),
          error: message(shown.acceptPrivacyPolicy?.message),
        }}
      />
    </>
  );
}
