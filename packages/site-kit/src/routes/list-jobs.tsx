import { useLoaderData } from 'react-router';
import { useMessages } from '../i18n/useMessages';
import { JobListPage, listHref } from '../jobs/JobListPage';
import { type JobListPageData, landingListLoader, landingListMeta } from '../jobs/jobsLoader';
import { useJobSaving } from '../jobs/useJobSaving';
import { useListNavigation } from '../jobs/useListNavigation';
import { useLocalizedHref } from '../routing/useLocalizedHref';

export const loader = landingListLoader;
export const meta = landingListMeta;

/** /list/jobs/:slug: a landing list of spec §2 with its company banner and tag pills. */
export default function ListJobs() {
  const { savedIds, title, ...data } = useLoaderData<JobListPageData>();
  const t = useMessages();
  const localize = useLocalizedHref();
  const { goTo, busy } = useListNavigation();
  const saving = useJobSaving(savedIds);
  return (
    <JobListPage
      {...data}
      title={title ?? t('jobs.list.title')}
      onListChange={(filters) => goTo(listHref(filters))}
      busy={busy}
      localize={localize}
      isSaved={saving.isSaved}
      onToggleSave={saving.onToggleSave}
    />
  );
}
