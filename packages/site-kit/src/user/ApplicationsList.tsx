import { type ApplicationStatus, awaitsEmployerReply, type MyApplication } from '@allas/core';
import {
  Box,
  ButtonLink,
  EmptyState,
  Heading,
  Inline,
  Link,
  Stack,
  TagPill,
  type TagPillTone,
  Text,
} from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { formatDay } from './formatting';

const statusTone: Record<ApplicationStatus, TagPillTone> = {
  received: 'neutral',
  viewed: 'neutral',
  shortlisted: 'success',
  rejected: 'warning',
  hired: 'success',
};

export interface ApplicationsListProps {
  applications: readonly MyApplication[];
  /** Today in the site's time zone (YYYY-MM-DD), from the loader: a promised answer past it is late. */
  today: string;
}

/**
 * /my-applications: the applications of the past 90 days (spec §9), newest first, each with its
 * status, the employer's message and the day the employer promised to answer by.
 */
export function ApplicationsList({ applications, today }: ApplicationsListProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  if (applications.length === 0) {
    return (
      <EmptyState
        title={t('user.applications.empty')}
        icon="briefcase"
        action={
          isRegistered('jobs') ? (
            <ButtonLink href={href('/jobs')}>{t('user.findJobs')}</ButtonLink>
          ) : undefined
        }
      >
        {t('user.applications.emptyHint')}
      </EmptyState>
    );
  }
  return (
    <Stack space="medium">
      <Text tone="muted">{t('user.applications.count', { count: applications.length })}</Text>
      <Stack as="ul" space="medium">
        {applications.map((application) => {
          const { job } = application;
          const title = isRegistered('job') ? (
            <Link href={href(`/job/${job.companySlug}/${job.slug}`)}>{job.title}</Link>
          ) : (
            job.title
          );
          return (
            <Box
              key={application.id}
              as="article"
              background="raised"
              borderRadius="large"
              boxShadow="small"
              padding="medium"
            >
              <Stack space="small">
                <Heading level={2}>{title}</Heading>
                <Text>{`${job.companyName} · ${job.location.city}`}</Text>
                <Inline space="medium" alignY="center">
                  <Text tone="muted">
                    {`${t('user.applications.appliedOn')}: ${formatDay(application.appliedAt, locale)}`}
                  </Text>
                  <TagPill
                    tone={statusTone[application.status]}
                    label={`${t('user.applications.status')}: ${t(`user.applications.status.${application.status}`)}`}
                  />
                </Inline>
                <ReplyPromise application={application} today={today} />
                {application.statusMessage && application.statusChangedAt ? (
                  <Box background="sunken" borderRadius="medium" padding="small">
                    <Stack space="xsmall">
                      <Text size="small" tone="muted">
                        {t('user.applications.employerMessage', {
                          date: formatDay(application.statusChangedAt, locale),
                        })}
                      </Text>
                      {application.statusMessage.split('\n').map((line, index) => (
                        // The message's lines, as the employer wrote them; they never reorder.
                        // biome-ignore lint/suspicious/noArrayIndexKey: see above
                        <Text key={index}>{line}</Text>
                      ))}
                    </Stack>
                  </Box>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The answer the employer promised, while the application still waits for one. */
function ReplyPromise({ application, today }: { application: MyApplication; today: string }) {
  const t = useMessages();
  const locale = usePageLanguage();
  if (!awaitsEmployerReply(application.status)) return null;
  const date = formatDay(application.replyBy, locale);
  return application.replyBy < today ? (
    <Text tone="danger">{t('user.applications.replyOverdue', { date })}</Text>
  ) : (
    <Text tone="muted">{t('user.applications.replyBy', { date })}</Text>
  );
}
