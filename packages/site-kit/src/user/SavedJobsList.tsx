import { ButtonLink, EmptyState, JobCard, Stack, Text, useToast } from '@allas/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { failureText } from './failureText';
import type { SavedJob } from './types';
import { usePageLanguage } from './usePageLanguage';

/**
 * /saved-jobs: the saved jobs as job cards, each with its save toggle to unsave it
 * (DELETE /saved-jobs/:id). The list is swr's, seeded by the loader, and drops the job once the
 * api confirms.
 */
export function SavedJobsList({ jobs }: { jobs: readonly SavedJob[] }) {
  const t = useMessages();
  const { locale, href } = usePageLanguage();
  const { toast } = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const { data = [], mutate } = useSWR<readonly SavedJob[]>(
    ['/saved-jobs', locale],
    () => browserApi<SavedJob[]>('/saved-jobs', { locale }),
    { fallbackData: jobs, revalidateOnMount: false, revalidateOnFocus: false },
  );

  const unsave = async (job: SavedJob) => {
    setPending(job.id);
    try {
      await browserApi(`/saved-jobs/${job.id}`, { method: 'DELETE', locale });
      await mutate(
        data.filter((saved) => saved.id !== job.id),
        { revalidate: false },
      );
      toast({ type: 'success', message: t('user.savedJobs.removed') });
    } catch (error) {
      toast({ type: 'error', message: failureText(error, t('error.generic')) });
    } finally {
      setPending(null);
    }
  };

  if (data.length === 0) {
    return (
      <EmptyState
        title={t('user.savedJobs.empty')}
        icon="saved"
        action={
          isRegistered('jobs') ? (
            <ButtonLink href={href('/jobs')}>{t('user.findJobs')}</ButtonLink>
          ) : undefined
        }
      >
        {t('user.savedJobs.emptyHint')}
      </EmptyState>
    );
  }
  return (
    <Stack space="medium">
      <Text tone="muted">{t('user.savedJobs.count', { count: data.length })}</Text>
      <Stack as="ul" space="medium">
        {data.map((job) => (
          <JobCard
            key={job.id}
            title={job.title}
            href={href(`/job/${job.companySlug}/${job.slug}`)}
            companyName={job.companyName}
            companyLogoUrl={job.companyLogoUrl ?? undefined}
            location={job.location.city}
            salary={job.salary}
            homeOffice={job.extras.includes('homeOffice')}
            remote={job.extras.includes('remote')}
            tags={job.tags}
            deadline={job.deadline}
            status={job.status}
            saved={pending !== job.id}
            onToggleSave={(saved) => {
              if (!saved && pending === null) void unsave(job);
            }}
            headingLevel={2}
          />
        ))}
      </Stack>
    </Stack>
  );
}
