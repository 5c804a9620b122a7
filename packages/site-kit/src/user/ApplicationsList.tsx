import type { ApplicationStatus, MyApplication } from '@allas/core';
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
  sent: 'neutral',
  seen: 'brand',
  interview: 'brand',
  rejected: 'warning',
  hired: 'success',
};

/** /my-applications: the applications of the past 90 days (spec §9), newest first, with status. */
export function ApplicationsList({ applications }: { applications: readonly MyApplication[] }) {
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
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
