import type { EmployerJob, JobAdLifeStatus } from '@allas/core';
import {
  Alert,
  type AlertTone,
  Box,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Heading,
  Inline,
  Link,
  Stack,
  TagPill,
  type TagPillTone,
  Text,
} from '@allas/ui';
import { useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { failureText } from '../user/failureText';

/** The api's steps on one ad (POST /employer/jobs/:id/<step>). */
export const jobAdActions = ['publish', 'pause', 'resume', 'close', 'duplicate'] as const;
export type JobAdAction = (typeof jobAdActions)[number];

/** What each status allows; editing is offered on every ad that is not closed. */
const actionsByStatus: Readonly<Record<JobAdLifeStatus, readonly JobAdAction[]>> = {
  draft: ['publish', 'duplicate'],
  published: ['pause', 'close', 'duplicate'],
  paused: ['resume', 'close', 'duplicate'],
  closed: ['duplicate'],
};

const statusTones: Readonly<Record<JobAdLifeStatus, TagPillTone>> = {
  draft: 'neutral',
  published: 'success',
  paused: 'warning',
  closed: 'neutral',
};

/** The company's credits (GET /employer/orders): its unspent credits and whether the free ad is used. */
export interface JobAdCredits {
  creditBalance: number;
  freeAdUsed: boolean;
}

export interface JobAdListProps {
  /** The company's ads (GET /employer/jobs), newest first; null when they could not be read. */
  jobs: readonly EmployerJob[] | null;
  /** Null when the credits could not be read. */
  credits: JobAdCredits | null;
  newHref: string;
  editHref: (id: number) => string;
  /** One ad's applicants, once the applicants' page exists. */
  applicantsHref?: (id: number) => string;
  /** The contact page, offered for packages once the credits are spent. */
  contactHref?: string;
  /** Runs a step on the api; rejects with the api's error, whose message is in the page's language. */
  onAction: (id: number, action: JobAdAction) => Promise<void>;
}

interface Notice {
  tone: AlertTone;
  title?: string;
  message: string;
}

/** The free ad and the credits, said plainly. */
function CreditsNotice({ credits, contactHref }: Pick<JobAdListProps, 'credits' | 'contactHref'>) {
  const t = useMessages();
  if (credits === null)
    return <Alert tone="warning">{t('employerJobs.list.creditsUnknown')}</Alert>;
  if (!credits.freeAdUsed) return <Alert tone="info">{t('employerJobs.list.freeAd')}</Alert>;
  const spent = credits.creditBalance === 0;
  return (
    <Alert
      tone={spent ? 'warning' : 'info'}
      action={
        spent && contactHref ? (
          <Link href={contactHref}>{t('employerJobs.list.contact')}</Link>
        ) : undefined
      }
    >
      {t('employerJobs.list.credits', { count: credits.creditBalance })}
    </Alert>
  );
}

/** One ad: its title, status, days left, applicants and the steps its status allows. */
function JobAdRow({
  job,
  editHref,
  applicantsHref,
  busy,
  onAction,
}: {
  job: EmployerJob;
  editHref: string;
  applicantsHref?: string;
  busy: JobAdAction | null;
  onAction: (action: JobAdAction) => void;
}) {
  const t = useMessages();
  const expired = job.expired && job.status !== 'closed';
  const actions = actionsByStatus[job.status].filter(
    (action) => !(action === 'resume' && job.expired),
  );
  return (
    <Box as="article" background="raised" borderRadius="large" boxShadow="small" padding="medium">
      <Stack space="medium">
        <Stack space="small">
          <Heading level={2}>{job.title}</Heading>
          <Inline space="small" alignY="center">
            <TagPill
              label={t(`employerJobs.status.${job.status}`)}
              tone={statusTones[job.status]}
            />
            {expired ? <TagPill label={t('employerJobs.status.expired')} tone="warning" /> : null}
            {job.daysLeft !== null && !job.expired && job.status !== 'closed' ? (
              <Text tone="muted">{t('employerJobs.daysLeft', { count: job.daysLeft })}</Text>
            ) : null}
            {applicantsHref && job.applicantCount > 0 ? (
              <Link href={applicantsHref}>
                {t('employerJobs.applicants', { count: job.applicantCount })}
              </Link>
            ) : (
              <Text tone="muted">
                {t('employerJobs.applicants', { count: job.applicantCount })}
              </Text>
            )}
          </Inline>
        </Stack>
        <Inline space="small">
          {job.status === 'closed' ? null : (
            <ButtonLink href={editHref} variant="secondary" size="small">
              {t('employerJobs.action.edit')}
            </ButtonLink>
          )}
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'publish' || action === 'resume' ? 'primary' : 'secondary'}
              size="small"
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              onClick={() => onAction(action)}
            >
              {t(`employerJobs.action.${action}`)}
            </Button>
          ))}
        </Inline>
      </Stack>
    </Box>
  );
}

/**
 * /employer/jobs (issue 12): the company's ads with the steps each status allows, the free ad and
 * credits said plainly, and the api's refusals (no credits, an expired ad) as an alert in the
 * page's language.
 */
export function JobAdList({
  jobs,
  credits,
  newHref,
  editHref,
  applicantsHref,
  contactHref,
  onAction,
}: JobAdListProps) {
  const t = useMessages();
  const [busy, setBusy] = useState<{ id: number; action: JobAdAction } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const run = async (job: EmployerJob, action: JobAdAction) => {
    setBusy({ id: job.id, action });
    setNotice(null);
    try {
      await onAction(job.id, action);
      setNotice({
        tone: 'success',
        message: t(`employerJobs.done.${action}`, { title: job.title }),
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        title: t('employerJobs.list.actionFailed'),
        message: failureText(error, t('error.generic')),
      });
    } finally {
      setBusy(null);
    }
  };

  const newAd = (
    <ButtonLink href={newHref} variant="primary">
      {t('employerJobs.list.new')}
    </ButtonLink>
  );
  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container width="narrow">
        <Stack space="large">
          <Inline space="medium" align="spaceBetween" alignY="center">
            <Heading level={1}>{t('employerJobs.list.title')}</Heading>
            {jobs && jobs.length > 0 ? newAd : null}
          </Inline>
          {notice ? (
            <Alert tone={notice.tone} title={notice.title}>
              {notice.message}
            </Alert>
          ) : null}
          {jobs === null ? (
            <Alert tone="error">{t('employerJobs.list.loadFailed')}</Alert>
          ) : (
            <>
              <CreditsNotice credits={credits} contactHref={contactHref} />
              {jobs.length === 0 ? (
                <EmptyState title={t('employerJobs.list.emptyTitle')} action={newAd}>
                  <Text>{t('employerJobs.list.empty')}</Text>
                </EmptyState>
              ) : (
                <Stack as="ul" space="medium">
                  {jobs.map((job) => (
                    <JobAdRow
                      key={job.id}
                      job={job}
                      editHref={editHref(job.id)}
                      applicantsHref={applicantsHref?.(job.id)}
                      busy={busy?.id === job.id ? busy.action : null}
                      onAction={(action) => void run(job, action)}
                    />
                  ))}
                </Stack>
              )}
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
