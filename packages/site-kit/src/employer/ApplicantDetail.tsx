import {
  type ApplicationStatus,
  type EmployerApplication,
  MAX_STATUS_MESSAGE_LENGTH,
} from '@allas/core';
import {
  Alert,
  type AlertTone,
  Box,
  Button,
  Container,
  Heading,
  Inline,
  Link,
  Stack,
  TagPill,
  Text,
  TextArea,
} from '@allas/ui';
import { Fragment, type ReactNode, useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { failureText } from '../user/failureText';
import { formatDay } from '../user/formatting';
import { ApplicantReplyBy } from './ApplicantReplyBy';
import { detailList, detailTerm, detailValue } from './applicantLayout.css';
import { applicantStatusTone } from './applicantStatusTone';

export interface ApplicantDetailProps {
  /** The application (GET /employer/applications/:id); null when it could not be read. */
  application: EmployerApplication | null;
  backHref: string;
  /** Today in the site's time zone (YYYY-MM-DD). */
  today: string;
  /** Downloads a document the candidate sent (the api serves it to this company only). */
  onDownload: (document: ApplicantDocument) => Promise<void>;
  /** Moves the application on; rejects with the api's error, in the page's language. */
  onMove: (status: ApplicationStatus, message: string) => Promise<void>;
}

export type ApplicantDocument = 'cv' | 'coverLetter';

interface Notice {
  tone: AlertTone;
  title?: string;
  message: string;
}

/** The step buttons: moving on is primary, rejecting secondary. */
const stepVariant = (status: ApplicationStatus) =>
  status === 'rejected' ? ('secondary' as const) : ('primary' as const);

/** What the candidate sent: how to reach them, in which language, and their documents. */
function CandidateDetails({
  application,
  onDownload,
}: Pick<ApplicantDetailProps, 'onDownload'> & { application: EmployerApplication }) {
  const t = useMessages();
  const [downloading, setDownloading] = useState<ApplicantDocument | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (document: ApplicantDocument) => {
    setDownloading(document);
    setFailure(null);
    try {
      await onDownload(document);
    } catch (error) {
      setFailure(failureText(error, t('error.generic')));
    } finally {
      setDownloading(null);
    }
  };
  const documents = (
    [
      ['cv', application.hasCv, 'employerApplicants.detail.cv'],
      ['coverLetter', application.hasCoverLetter, 'employerApplicants.detail.coverLetter'],
    ] as const
  ).filter(([, sent]) => sent);
  const rows: [string, ReactNode][] = [
    [
      t('employerApplicants.detail.email'),
      <Link key="email" href={`mailto:${application.email}`}>
        {application.email}
      </Link>,
    ],
    [
      t('employerApplicants.detail.phone'),
      <Link key="phone" href={`tel:${application.phone}`}>
        {application.phone}
      </Link>,
    ],
    ...(application.linkedInUrl
      ? ([
          [
            t('employerApplicants.detail.linkedIn'),
            <Link key="linkedin" href={application.linkedInUrl} external>
              {application.linkedInUrl}
            </Link>,
          ],
        ] as [string, ReactNode][])
      : []),
    [
      t('employerApplicants.detail.language'),
      t(`employerApplicants.language.${application.language}`),
    ],
  ];
  return (
    <Stack space="large">
      <Stack space="medium">
        <Heading level={2} size={3}>
          {t('employerApplicants.detail.contact')}
        </Heading>
        <dl className={detailList}>
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <dt className={detailTerm}>{term}</dt>
              <dd className={detailValue}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </Stack>
      <Stack space="medium">
        <Heading level={2} size={3}>
          {t('employerApplicants.detail.documents')}
        </Heading>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {documents.length > 0 ? (
          <Inline space="small">
            {documents.map(([document, , label]) => (
              <Button
                key={document}
                variant="secondary"
                leadingIcon="download"
                loading={downloading === document}
                onClick={() => download(document)}
              >
                {t(label)}
              </Button>
            ))}
          </Inline>
        ) : (
          <Text tone="muted">{t('employerApplicants.detail.noDocuments')}</Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The next steps the status allows, with the message the candidate gets. */
function NextStep({
  application,
  onMove,
}: Pick<ApplicantDetailProps, 'onMove'> & { application: EmployerApplication }) {
  const t = useMessages();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<ApplicationStatus | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const steps = application.nextStatuses.filter((status) => status !== 'viewed');

  const move = async (status: ApplicationStatus) => {
    setBusy(status);
    setNotice(null);
    try {
      await onMove(status, message);
      setMessage('');
      setNotice({
        tone: 'success',
        message: t('employerApplicants.detail.moved', {
          status: t(`employerApplicants.status.${status}`),
        }),
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        title: t('employerApplicants.detail.moveFailed'),
        message: failureText(error, t('error.generic')),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {t('employerApplicants.detail.nextStep')}
      </Heading>
      {notice ? (
        <Alert tone={notice.tone} title={notice.title}>
          {notice.message}
        </Alert>
      ) : null}
      {steps.length === 0 ? (
        <Text>{t('employerApplicants.detail.final')}</Text>
      ) : (
        <>
          <TextArea
            label={t('employerApplicants.detail.message')}
            hint={t('employerApplicants.detail.messageHint')}
            value={message}
            maxLength={MAX_STATUS_MESSAGE_LENGTH}
            showCharacterCount
            onChange={(event) => setMessage(event.target.value)}
          />
          <Inline space="small">
            {steps.map((status) => (
              <Button
                key={status}
                variant={stepVariant(status)}
                loading={busy === status}
                disabled={busy !== null && busy !== status}
                onClick={() => move(status)}
              >
                {t(`employerApplicants.action.${status}`)}
              </Button>
            ))}
          </Inline>
        </>
      )}
    </Stack>
  );
}

/** When the candidate applied and every move since, oldest first. */
function History({ application }: { application: EmployerApplication }) {
  const t = useMessages();
  const locale = usePageLanguage();
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {t('employerApplicants.detail.history')}
      </Heading>
      <Stack as="ol" space="small">
        <Text>{`${formatDay(application.appliedAt, locale)} – ${t('employerApplicants.detail.applied')}`}</Text>
        {application.history.map((change) => (
          <Stack key={`${change.changedAt}-${change.status}`} space="xsmall">
            <Text>{`${formatDay(change.changedAt, locale)} – ${t(`employerApplicants.status.${change.status}`)}`}</Text>
            {change.message ? <Text tone="muted">{change.message}</Text> : null}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /employer/applicants/:id (issue 12): one application with the candidate's contact details and
 * documents, the answer the company promised, the next steps with a message the candidate gets by
 * mail, and its history. Opening it marked it viewed for the candidate (the api does that).
 */
export function ApplicantDetail({
  application,
  backHref,
  today,
  onDownload,
  onMove,
}: ApplicantDetailProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const back = <Link href={backHref}>{t('employerApplicants.detail.back')}</Link>;
  if (application === null) {
    return (
      <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
        <Container width="narrow">
          <Stack space="large">
            {back}
            <Alert tone="error">{t('employerApplicants.detail.loadFailed')}</Alert>
          </Stack>
        </Container>
      </Box>
    );
  }
  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container width="narrow">
        <Stack space="xlarge">
          <Stack space="medium">
            {back}
            <Heading level={1}>{`${application.lastName} ${application.firstName}`}</Heading>
            <Text>{t('employerApplicants.forJob', { title: application.jobTitle })}</Text>
            <Inline space="medium" alignY="center">
              <TagPill
                label={t(`employerApplicants.status.${application.status}`)}
                tone={applicantStatusTone[application.status]}
              />
              <Text tone="muted">
                {t('employerApplicants.appliedOn', {
                  date: formatDay(application.appliedAt, locale),
                })}
              </Text>
              <Text tone="muted">{t(`employerApplicants.method.${application.method}`)}</Text>
            </Inline>
            <ApplicantReplyBy applicant={application} today={today} />
          </Stack>
          <CandidateDetails application={application} onDownload={onDownload} />
          <NextStep application={application} onMove={onMove} />
          <History application={application} />
        </Stack>
      </Container>
    </Box>
  );
}
