import type { InvitationSummary } from '@allas/core';
import {
  mustAccept,
  passwordConfirmationSchema,
  passwordSchema,
  requiredText,
  withMatchingPasswords,
} from '@allas/core';
import { Alert, Link, TextField } from '@allas/ui';
import { useState } from 'react';
import { z } from 'zod';
import { AuthCard } from '../auth/AuthCard';
import { AuthForm } from '../auth/AuthForm';
import type { FormFailure } from '../auth/formFailure';
import { LegalAcceptance } from '../auth/LegalAcceptance';
import type { LegalLinks } from '../auth/legalLinks';
import { NewPasswordPair } from '../forms/NewPasswordPair';
import { placeFieldMessages } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';

/** What the invited colleague types; the token comes from the mailed link, the address with it. */
const acceptanceSchema = withMatchingPasswords(
  z.object({
    lastName: requiredText('validation.lastName.required'),
    firstName: requiredText('validation.firstName.required'),
    password: passwordSchema,
    passwordConfirmation: passwordConfirmationSchema,
    acceptUserAgreement: mustAccept('validation.userAgreement.required'),
    acceptPrivacyPolicy: mustAccept('validation.privacyPolicy.required'),
  }),
);
export type InvitationAcceptance = z.output<typeof acceptanceSchema>;

const formFields = [
  'lastName',
  'firstName',
  'password',
  'passwordConfirmation',
  'acceptUserAgreement',
  'acceptPrivacyPolicy',
] as const;

export interface InvitationAcceptFormProps {
  /** False when the page was opened without an invitation link's token. */
  hasToken: boolean;
  /** Whom the invitation is from (the api's lookup of the token); null when it could not say. */
  invitation?: Pick<InvitationSummary, 'companyName' | 'inviterName' | 'email'> | null;
  legalLinks: LegalLinks;
  loginHref: string;
  /** Accepts; resolves with null on success (the page then signs in), or the failure to show. */
  onSubmit: (acceptance: InvitationAcceptance) => Promise<FormFailure | null>;
}

/**
 * /employer/invitation (issue 12): a colleague invited by mail chooses a name and a password and
 * accepts the documents; the account signs in with the invited address as a member of the company.
 */
export function InvitationAcceptForm({
  hasToken,
  invitation = null,
  legalLinks,
  loginHref,
  onSubmit,
}: InvitationAcceptFormProps) {
  const t = useMessages();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, setError, isSubmitting, watch } =
    useSiteForm<InvitationAcceptance>(acceptanceSchema);
  // Registered in their order on the screen, so the first field with an error gets the focus.
  const inputs = Object.fromEntries(formFields.map((name) => [name, field(name)])) as Record<
    (typeof formFields)[number],
    ReturnType<typeof field>
  >;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (result === null) return;
    // A refused field is said next to it; the link itself (unknown, used, expired) in the alert.
    if (!placeFieldMessages(result.fields, setError, formFields)) {
      setFailure(result.fields.token ?? result.message);
    }
  });

  if (!hasToken) {
    return (
      <AuthCard title={t('employerTeam.accept.title')}>
        <Alert tone="warning">{t('employerTeam.accept.missingToken')}</Alert>
        <Link href={loginHref}>{t('employerTeam.accept.login')}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('employerTeam.accept.title')}
      intro={
        invitation === null
          ? t('employerTeam.accept.intro')
          : invitation.inviterName === null
            ? t('employerTeam.accept.invitedTo', {
                company: invitation.companyName,
                email: invitation.email,
              })
            : t('employerTeam.accept.invitedBy', {
                inviter: invitation.inviterName,
                company: invitation.companyName,
                email: invitation.email,
              })
      }
      footer={<Link href={loginHref}>{t('employerTeam.accept.login')}</Link>}
    >
      <AuthForm
        onSubmit={submit}
        submitLabel={t('employerTeam.accept.submit')}
        submitting={isSubmitting}
        notice={
          failure
            ? { tone: 'error', title: t('employerTeam.accept.failed'), message: failure }
            : null
        }
      >
        <TextField
          label={t('auth.field.lastName')}
          autoComplete="family-name"
          required
          {...inputs.lastName}
        />
        <TextField
          label={t('auth.field.firstName')}
          autoComplete="given-name"
          required
          {...inputs.firstName}
        />
        <NewPasswordPair
          label={t('auth.field.password')}
          password={watch('password') ?? ''}
          passwordField={inputs.password}
          confirmationField={inputs.passwordConfirmation}
        />
        <LegalAcceptance
          legalLinks={legalLinks}
          userAgreement={inputs.acceptUserAgreement}
          privacyPolicy={inputs.acceptPrivacyPolicy}
        />
      </AuthForm>
    </AuthCard>
  );
}
