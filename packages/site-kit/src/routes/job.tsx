import type { JobCard, JobDetail } from '@allas/core';
import { Alert, Box, Container } from '@allas/ui';
import { lazy, Suspense, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { useMessages } from '../i18n/useMessages';
import { JobPageView } from '../job/JobPageView';
import { JobPostingScript } from '../job/JobPostingScript';
import { type JobPageData, jobLoader, jobMeta } from '../job/jobLoader';
import { jobPath } from '../jobs/jobPath';
import { useJobSaving } from '../jobs/useJobSaving';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { useRootData } from '../shell/useRootData';

/**
 * The application form (react-hook-form, zod, the phone input, the dropzone, the dialog) is most of
 * this page's script but only used once a visitor applies, so it loads on the first click on
 * "Apply" instead of with the page.
 */
const ApplicationModal = lazy(() =>
  import('../job/ApplicationModal').then((module) => ({ default: module.ApplicationModal })),
);

export const loader = jobLoader;
export const meta = jobMeta;

function JobPage({ job, related }: { job: JobDetail; related: JobCard[] | null }) {
  const root = useRootData();
  const href = useLocalizedHref();
  const location = useLocation();
  const saving = useJobSaving(job.saved ? [job.id] : []);
  const [applied, setApplied] = useState(job.applied);
  const [applying, setApplying] = useState(false);
  // Mounted from the first click on, so the dialog keeps its closing animation and form state.
  const [modalLoaded, setModalLoaded] = useState(false);
  if (root === undefined) return null;
  const { locale, publicBaseUrl, user } = root;
  const loginHref = `${href('/login')}?redirect=${encodeURIComponent(location.pathname)}`;
  const pageUrl = `${publicBaseUrl}${href(jobPath(job))}`;
  const companyHref = href(`/company/${encodeURIComponent(job.companySlug)}`);

  return (
    <Box paddingY="xlarge">
      <JobPostingScript job={job} pageUrl={pageUrl} nonce={root.cspNonce || undefined} />
      <JobPageView
        job={{ ...job, applied }}
        related={related}
        companyHref={companyHref}
        shareUrl={pageUrl}
        hrefOf={(item) => href(jobPath(item))}
        saved={saving.isSaved(job.id)}
        saving={saving.isPending(job.id)}
        onToggleSave={(next) => saving.onToggleSave(job, next)}
        onApply={() => {
          setModalLoaded(true);
          setApplying(true);
        }}
      />
      {modalLoaded && (
        <Suspense fallback={null}>
          <ApplicationModal
            open={applying}
            onOpenChange={setApplying}
            jobId={job.id}
            jobTitle={job.title}
            region={job.region}
            locale={locale}
            signedIn={user !== null}
            loginHref={loginHref}
            onApplied={() => setApplied(true)}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** The job ad page: the ad, the employer, similar jobs and the application modal. */
export default function Job() {
  const data = useLoaderData<JobPageData>();
  const t = useMessages();
  if (data.job === null) {
    return (
      <Box paddingY="xlarge">
        <Container>
          <Alert tone="error">{t('job.unavailable')}</Alert>
        </Container>
      </Box>
    );
  }
  // A new ad (client navigation to another job) starts with its own saved / applied state.
  return <JobPage key={data.job.id} job={data.job} related={data.related} />;
}
