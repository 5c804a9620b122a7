import type { Locale, RegionCode } from '@allas/core';
import { Alert, Button, Modal, Stack } from '@allas/ui';
import { useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { ApplicationForm } from './ApplicationForm';
import {
  type ApplicationSent,
  type LoadApplicant,
  loadApplicant,
  type SendApplication,
  sendApplication,
  solveBotCheck,
} from './sendApplication';

export interface ApplicationModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  jobId: string;
  jobTitle: string;
  region: RegionCode;
  locale: Locale;
  signedIn: boolean;
  loginHref: string;
  /** Called once the api took the application (or said it already has one). */
  onApplied: () => void;
  /** The sender and bot check; stories replace them, the page uses the api's. */
  send?: SendApplication;
  solve?: (locale: Locale) => Promise<string>;
  /** The signed-in applicant's contact details; stories replace it, the page reads the profile. */
  load?: LoadApplicant;
}

/** The application modal: the form, then the api's confirmation in the page's language. */
export function ApplicationModal({
  open,
  onOpenChange,
  jobId,
  jobTitle,
  region,
  locale,
  signedIn,
  loginHref,
  onApplied,
  send = sendApplication,
  solve = solveBotCheck,
  load = loadApplicant,
}: ApplicationModalProps) {
  const t = useMessages();
  const [sent, setSent] = useState<ApplicationSent | null>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={sent ? t('job.form.sentHeading') : t('job.form.title')}
      description={jobTitle}
      closeLabel={t('job.form.close')}
      size="fullscreen-on-mobile"
    >
      {sent ? (
        <Stack space="large">
          <Alert tone="success">{sent.message}</Alert>
          <Button onClick={() => onOpenChange(false)}>{t('job.form.close')}</Button>
        </Stack>
      ) : (
        <ApplicationForm
          jobId={jobId}
          region={region}
          locale={locale}
          signedIn={signedIn}
          loginHref={loginHref}
          send={send}
          solveBotCheck={solve}
          loadApplicant={load}
          onSent={(result) => {
            setSent(result);
            onApplied();
          }}
          onAlreadyApplied={onApplied}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}
