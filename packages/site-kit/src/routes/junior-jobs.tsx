import { useLoaderData } from 'react-router';
import { useMessages } from '../i18n/useMessages';
import { JobListPage, listHref } from '../jobs/JobListPage';
import { type JobListPageData, juniorJobsLoader, juniorJobsMeta } from '../jobs/jobsLoader';
import { useJobSaving } from '../jobs/useJobSaving';
import { useListNavigation } from '../jobs/useListNavigation';
import { useLocalizedHref } from '../routing/useLocalizedHref';

export const loader = juniorJobsLoader;
export const meta = juniorJobsMeta;

/** /junior-jobs: the junior positions, page by page. */
export default function JuniorJobs() {
  const { savedIds, ...data } = useLoaderData<JobListPageData>();
  const t = useMessages();
  const localize = useLocalizedHref();
  const { goTo, busy } = useListNavigation();
  const saving = useJobSaving(savedIds);
  return (
    <JobListPage
      {...data}
      title={t('jobs.junior.heading')}
      onListChange={(filters) => goTo(listHref(filters))}
      busy={busy}
      localize={localize}
      isSaved={saving.isSaved}
      onToggleSave={saving.onToggleSave}
    />
  );
}
