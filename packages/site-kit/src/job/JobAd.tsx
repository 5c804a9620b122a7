import type { JobDetail } from '@allas/core';
import {
  Alert,
  Box,
  Button,
  Heading,
  Inline,
  JobFacts,
  Link,
  ShareButtons,
  Stack,
  Text,
} from '@allas/ui';
import { RichText } from '../content/RichText';
import { useMessages } from '../i18n/useMessages';
import { jobLabels, jobSalary, locationText } from '../jobs/jobLabels';
import { type JobAdState, jobAdState } from './jobAdState';

export interface JobAdProps {
  job: JobDetail;
  /** The company profile's in-site path with the language prefix. */
  companyHref: string;
  /** The ad's absolute URL, for the share links. */
  shareUrl: string;
  saved: boolean;
  /** Whether a save or unsave is on its way (the button shows it is busy). */
  saving?: boolean;
  onToggleSave: (next: boolean) => void;
  onApply: () => void;
}

function StateNotice({ state, job }: { state: JobAdState; job: JobDetail }) {
  const t = useMessages();
  if (state === 'expired') {
    return <Alert tone="warning">{t('job.expired')}</Alert>;
  }
  if (state === 'applied') {
    return <Alert tone="success">{t('application.alreadyApplied')}</Alert>;
  }
  if (state === 'expiring') {
    return <Alert tone="info">{t('job.expiring', { count: job.status.remainingDays })}</Alert>;
  }
  return null;
}

/**
 * The job ad: title, employer and place, its state (expired, already applied, expiring), the
 * apply / save / share actions, the key facts and the description.
 */
export function JobAd({
  job,
  companyHref,
  shareUrl,
  saved,
  saving = false,
  onToggleSave,
  onApply,
}: JobAdProps) {
  const t = useMessages();
  const state = jobAdState(job);
  const labels = jobLabels(job, t);
  const expired = state === 'expired';
  return (
    <Box as="article" aria-labelledby="job-title">
      <Stack space="large">
        <Stack space="small">
          <Heading level={1} id="job-title">
            {job.title}
          </Heading>
          <Inline space="small" alignY="center">
            <Link href={companyHref} weight="semibold">
              {job.companyName}
            </Link>
            <Text tone="muted">
              <span>{t('job.locationLabel')}: </span>
              {locationText(job.location)}
            </Text>
          </Inline>
        </Stack>
        <StateNotice state={state} job={job} />
        {expired ? null : (
          <Inline space="small" alignY="center">
            {state === 'applied' ? null : (
              <Button variant="primary-red" onClick={onApply}>
                {t('job.apply')}
              </Button>
            )}
            <Button
              variant="secondary"
              leadingIcon={saved ? 'savedFilled' : 'saved'}
              loading={saving}
              onClick={() => onToggleSave(!saved)}
              aria-pressed={saved}
            >
              {saved ? t('job.unsave') : t('job.save')}
            </Button>
          </Inline>
        )}
        <ShareButtons
          url={shareUrl}
          title={`${job.title} – ${job.companyName}`}
          label={t('job.shareLabel')}
        />
        <Box as="section" aria-labelledby="job-facts-heading">
          <Stack space="medium">
            <Heading level={2} id="job-facts-heading">
              {t('job.factsHeading')}
            </Heading>
            <JobFacts
              salary={jobSalary(job.salary)}
              bonus={job.bonus ?? undefined}
              startDate={job.startDate ?? undefined}
              teamSize={job.teamSize ?? undefined}
              teamAgeRange={job.teamAgeRange ?? undefined}
              type={labels.type}
              level={labels.level}
              extras={labels.extras}
              deadline={job.deadline}
              status={job.status}
            />
          </Stack>
        </Box>
        <Box as="section" aria-labelledby="job-description-heading">
          <Stack space="medium">
            <Heading level={2} id="job-description-heading">
              {t('job.descriptionHeading')}
            </Heading>
            <Box lang={job.language}>
              <RichText text={job.description} headingLevel={3} />
            </Box>
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
